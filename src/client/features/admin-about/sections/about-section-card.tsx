import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { AboutSection } from '@/domain/about-schemas';
import { ABOUT_SECTION_PREVIEW_MEMBERS } from '@/domain/constants';
import { memberCountText, moreMembersText } from './member-count';
import { MemberPreview } from './member-preview';

interface AboutSectionCardProps {
  section: AboutSection;
  onEdit: (section: AboutSection) => void;
}

/**
 * A section in the list: its title (and label when the title differs), the member count, up to
 * two member previews, '+N more members' and Edit Section.
 */
export function AboutSectionCard({ section, onEdit }: AboutSectionCardProps) {
  const headingId = `about-section-${section.sectionType}-heading`;
  const title = section.title.trim() || section.label;
  const shown = section.members.slice(0, ABOUT_SECTION_PREVIEW_MEMBERS);
  const more = section.members.length - shown.length;

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      data-section={section.sectionType}
      sx={{ p: 2.5, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box>
        {title !== section.label && (
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'text.secondary', lineHeight: 1.6 }}
          >
            {section.label}
          </Typography>
        )}
        <Typography id={headingId} variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {memberCountText(section.members.length)}
          {section.allowMultiple ? '' : ' · one member only'}
        </Typography>
      </Box>

      {shown.length > 0 ? (
        <Box
          component="ul"
          aria-label={`Members of ${title}`}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {shown.map((member, index) => (
            <li key={`${member.name}-${index}`}>
              <MemberPreview member={member} />
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No members yet. Add them with Edit Section.
        </Typography>
      )}
      {more > 0 && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {moreMembersText(more)}
        </Typography>
      )}

      <Box sx={{ mt: 'auto', pt: 0.5 }}>
        <Button
          variant="outlined"
          startIcon={<EditIcon aria-hidden />}
          onClick={() => onEdit(section)}
          aria-label={`Edit Section: ${section.label}`}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Edit Section
        </Button>
      </Box>
    </Card>
  );
}
