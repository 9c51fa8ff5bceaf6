import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ABOUT_SECTIONS } from '@/domain/about';
import type { AboutSection } from '@/domain/about-schemas';
import { GridList } from '@/client/components/grid-list';
import { PageContainer } from '@/client/components/page-container';
import { sanitizeAboutHtml } from '@/client/lib/sanitize-about-html';
import { usePageTitle } from '@/client/lib/use-page-title';
import { aboutContentSx } from '@/client/components/about-content-styles';
import { MemberCard } from './member-card';
import { PresidentProfile } from './president-profile';
import { useAboutContent } from './api/get-about-content';
import { useAboutSections } from './api/get-about-sections';

const TITLE = 'About Us';

/** The sections in the page's order (ABOUT_SECTION_KEYS), each with its named members; empty sections left out. */
function orderedSections(sections: AboutSection[]) {
  return ABOUT_SECTIONS.flatMap((definition) => {
    const section = sections.find((candidate) => candidate.sectionType === definition.key);
    const members = (section?.members ?? []).filter((member) => member.name.trim() !== '');
    if (!section || members.length === 0) return [];
    const heading = section.title.trim() || section.label.trim() || definition.label;
    return [{ key: definition.key, heading, members }];
  });
}

/** The rich text of the About page, cleaned again before it is shown. */
function AboutContentHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeAboutHtml(html), [html]);
  if (!clean.trim()) return null;
  return (
    <Box
      sx={[{ maxWidth: '75ch', mb: { xs: 5, md: 7 } }, aboutContentSx]}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

function Fallback() {
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {TITLE}
      </Typography>
      <Typography sx={{ maxWidth: '65ch' }}>
        Information about us is currently unavailable. Please try again in a little while.
      </Typography>
    </>
  );
}

/**
 * The About page (/about): the rich HTML, then the president as one large profile and the other
 * sections as member cards, in the page's order. A spinner while loading; the fallback 'About Us'
 * text when the content cannot be loaded.
 */
export function AboutPage() {
  usePageTitle(TITLE);
  const content = useAboutContent();
  const sections = useAboutSections();

  if (content.isPending || (sections.isPending && !content.isError)) {
    return (
      <PageContainer>
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
          <CircularProgress aria-label="Loading the About page" />
        </Box>
      </PageContainer>
    );
  }

  if (content.isError) {
    return (
      <PageContainer>
        <Fallback />
      </PageContainer>
    );
  }

  const shown = sections.data ? orderedSections(sections.data) : [];

  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {TITLE}
      </Typography>
      <AboutContentHtml html={content.data.content} />

      {sections.isError && (
        <Alert severity="info" sx={{ maxWidth: '75ch' }}>
          The list of our committee and members could not be loaded just now. Please try again in a
          little while.
        </Alert>
      )}

      {shown.map((section) => {
        const headingId = `about-${section.key}`;
        return (
          <Box
            key={section.key}
            component="section"
            aria-labelledby={headingId}
            sx={{ mb: { xs: 5, md: 7 } }}
          >
            <Typography id={headingId} variant="h2" sx={{ mb: 3 }}>
              {section.heading}
            </Typography>
            {section.key === 'president' ? (
              section.members[0] && <PresidentProfile member={section.members[0]} />
            ) : (
              <GridList columns={{ xs: 1, sm: 2, md: 3, lg: 4 }}>
                {section.members.map((member, index) => (
                  <li key={`${member.name}-${index}`}>
                    <MemberCard member={member} />
                  </li>
                ))}
              </GridList>
            )}
          </Box>
        );
      })}
    </PageContainer>
  );
}
