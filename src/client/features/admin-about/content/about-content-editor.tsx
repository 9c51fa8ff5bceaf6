import { useAboutContent } from '../api/get-about-content';
import { LoadFailedAlert } from '../load-failed-alert';
import { LoadingStatus } from '../loading-status';
import { useLoadFailureNotice } from '../use-load-failure-notice';
import { AboutContentForm } from './about-content-form';

/**
 * The About page's HTML: loads it, then the editor. A failed load says so (notification and
 * here) and offers to try again, so nothing can overwrite the page with an empty text.
 */
export function AboutContentEditor() {
  const content = useAboutContent();
  useLoadFailureNotice(content.isError, content.errorUpdatedAt);

  // A failed refetch keeps the editor (and the text being edited).
  if (!content.data) {
    return content.isError ? (
      <LoadFailedAlert onRetry={() => void content.refetch()} retrying={content.isFetching} />
    ) : (
      <LoadingStatus label="Loading the About page..." />
    );
  }
  return <AboutContentForm initialContent={content.data.content} />;
}
