import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ABOUT_SECTIONS } from '@/domain/about';
import type { AboutSection } from '@/domain/about-schemas';
import type { Language } from '@/domain/i18n/languages';
import { GridList } from '@/client/components/grid-list';
import { PageContainer } from '@/client/components/page-container';
import { sanitizeAboutHtml } from '@/client/lib/sanitize-about-html';
import { usePageLanguage } from '@/client/lib/shell-texts/context';
import { usePageTitle } from '@/client/lib/use-page-title';
import { aboutContentSx } from '@/client/components/about-content-styles';
import { MemberCard } from './member-card';
import { PresidentProfile } from './president-profile';
import { useAboutContent } from './api/get-about-content';
import { useAboutSections } from './api/get-about-sections';
import { useAboutTexts, type AboutTexts } from './texts';

/**
 * The sections in the page's order (ABOUT_SECTION_KEYS), each with its named members; empty
 * sections left out. A heading the committee left as given is said in the page's language.
 */
function orderedSections(sections: AboutSection[], names: AboutTexts['sections']) {
  return ABOUT_SECTIONS.flatMap((definition) => {
    const section = sections.find((candidate) => candidate.sectionType === definition.key);
    const members = (section?.members ?? []).filter((member) => member.name.trim() !== '');
    if (!section || members.length === 0) return [];
    const written = section.title.trim() || section.label.trim() || definition.label;
    const heading = written === definition.label ? names[definition.key] : written;
    return [{ key: definition.key, heading, members }];
  });
}

/**
 * The rich text of the About page, cleaned again before it is shown; marked with its language
 * when the committee's text is not in the page's (English on a Hindi page, say).
 */
function AboutContentHtml({ html, language }: { html: string; language?: Language }) {
  const clean = useMemo(() => sanitizeAboutHtml(html), [html]);
  const { language: pageLanguage } = usePageLanguage();
  if (!clean.trim()) return null;
  return (
    <Box
      lang={language && language !== pageLanguage ? language : undefined}
      sx={[{ maxWidth: '75ch', mb: { xs: 5, md: 7 } }, aboutContentSx]}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

function Fallback() {
  const { about } = useAboutTexts();
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {about.title}
      </Typography>
      <Typography sx={{ maxWidth: '65ch' }}>{about.unavailable}</Typography>
    </>
  );
}

/**
 * The About page (/about): the rich HTML, then the president as one large profile and the other
 * sections as member cards, in the page's order. A spinner while loading; the fallback text
 * when the content cannot be loaded.
 */
export function AboutPage() {
  const { about, sections: names } = useAboutTexts();
  const { language } = usePageLanguage();
  usePageTitle(about.title);
  const content = useAboutContent(language);
  const sections = useAboutSections();

  if (content.isPending || (sections.isPending && !content.isError)) {
    return (
      <PageContainer>
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
          <CircularProgress aria-label={about.loading} />
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

  const shown = sections.data ? orderedSections(sections.data, names) : [];

  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {about.title}
      </Typography>
      <AboutContentHtml html={content.data.content} language={content.data.language} />

      {sections.isError && (
        <Alert severity="info" sx={{ maxWidth: '75ch' }}>
          {about.sectionsFailed}
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
