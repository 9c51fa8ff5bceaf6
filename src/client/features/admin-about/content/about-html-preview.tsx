import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo } from 'react';
import { sanitizeAboutHtml } from '@/client/lib/sanitize-about-html';
import { boxedAboutContentSx } from '@/client/components/about-content-styles';

interface AboutHtmlPreviewProps {
  html: string;
  /** The id of the preview's heading (labels the region). */
  headingId: string;
}

/**
 * The editor's text as the About page will show it: cleaned by the same sanitizer as the page,
 * so scripts and event handlers in the text never run here either.
 */
export function AboutHtmlPreview({ html, headingId }: AboutHtmlPreviewProps) {
  // Typing stays quick on long texts: the preview follows when the browser has time.
  const deferred = useDeferredValue(html);
  const clean = useMemo(() => sanitizeAboutHtml(deferred), [deferred]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography id={headingId} variant="h4" component="h3" sx={{ mb: 1 }}>
        Live preview
      </Typography>
      <Box
        role="region"
        aria-labelledby={headingId}
        // Focusable, so the preview scrolls with the keyboard too.
        tabIndex={0}
        data-testid="about-preview"
        sx={[
          boxedAboutContentSx,
          {
            flex: '1 1 auto',
            minHeight: 200,
            maxHeight: { xs: 360, md: 320 },
            overflow: 'auto',
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
            overflowWrap: 'anywhere',
          },
        ]}
      >
        {clean.trim() ? (
          <Box dangerouslySetInnerHTML={{ __html: clean }} />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>
            Nothing to show yet. Write the About page in the editor.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
