import Box from '@mui/material/Box';
import { useState } from 'react';
import { ABOUT_SECTIONS } from '@/domain/about';
import type { AboutSection } from '@/domain/about-schemas';
import { useAboutSections } from '../api/get-about-sections';
import { EditSectionDialog } from '../dialog/edit-section-dialog';
import { LoadFailedAlert } from '../load-failed-alert';
import { LoadingStatus } from '../loading-status';
import { useLoadFailureNotice } from '../use-load-failure-notice';
import { AboutSectionCard } from './about-section-card';

/** The six sections in page order (whatever order the server answered in). */
function inPageOrder(sections: AboutSection[]): AboutSection[] {
  return ABOUT_SECTIONS.flatMap((definition) => {
    const section = sections.find((candidate) => candidate.sectionType === definition.key);
    return section ? [section] : [];
  });
}

/** The About sections, each with its card, and the Edit About Section dialog. */
export function AboutSectionList() {
  const sections = useAboutSections();
  useLoadFailureNotice(sections.isError, sections.errorUpdatedAt);
  // The section stays while the dialog closes, so its content does not vanish mid-animation.
  const [editing, setEditing] = useState<AboutSection | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const edit = (section: AboutSection) => {
    setEditing(section);
    setDialogOpen(true);
  };

  // A failed refetch keeps showing the sections already loaded.
  if (!sections.data) {
    return sections.isError ? (
      <LoadFailedAlert onRetry={() => void sections.refetch()} retrying={sections.isFetching} />
    ) : (
      <LoadingStatus label="Loading the sections..." />
    );
  }

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {inPageOrder(sections.data).map((section) => (
          <AboutSectionCard key={section.sectionType} section={section} onEdit={edit} />
        ))}
      </Box>
      <EditSectionDialog section={editing} open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </>
  );
}
