import { OWN_IMAGE_PATH } from './about-image-sources';

/**
 * About HTML as an attacker (or a careless paste) might store it: styles, handlers, scripts,
 * script and data URLs, insecure and foreign images, frames, and a stray `</script>` that would
 * end the page's embedded answers early. What survives cleaning: the heading 'Our story', the
 * text 'Safe text and a link', the link 'the office' (its href and our rel only), the text 'or
 * open this', the image 'ours' and 'Ends here'.
 */
export const HOSTILE_ABOUT_HTML = [
  '<h2 style="color:red" onclick="alert(1)">Our story</h2>',
  '<script>window.__pwned = true</script>',
  '<p>Safe <strong>text</strong> and <a href="javascript:alert(1)">a link</a></p>',
  '<p>Write to <a href="mailto:office@hostel.example" target="_blank" class="x" ',
  'onclick="window.__pwned = true">the office</a> or ',
  '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">open this</a></p>',
  '<img src="x" onerror="window.__pwned = true" alt="bad">',
  '<img src="http://insecure.example/a.png" alt="insecure">',
  `<img src="${OWN_IMAGE_PATH}" alt="ours">`,
  '<iframe src="https://example.com"></iframe>',
  '<p>Ends here</p></script><script>alert(2)</script>',
].join('');
