import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AboutMember } from '@/domain/about-schemas';
import { MemberAvatar } from '../member-avatar';

/** One member in a section card: picture, name and role. */
export function MemberPreview({ member }: { member: AboutMember }) {
  const name = member.name.trim();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <MemberAvatar name={name} image={member.image} size={40} alt="" />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          sx={{
            fontWeight: 600,
            lineHeight: 1.4,
            overflowWrap: 'anywhere',
            color: name ? 'text.primary' : 'text.secondary',
          }}
        >
          {name || 'Name not given yet'}
        </Typography>
        {member.role.trim() && (
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {member.role}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
