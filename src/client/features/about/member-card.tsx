import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { AboutMember } from '@/domain/about-schemas';
import { MemberPortrait } from './member-portrait';

/** A member of a section: portrait, name, role and description. */
export function MemberCard({ member }: { member: AboutMember }) {
  return (
    <Card
      component="article"
      sx={{
        height: '100%',
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
      }}
    >
      <MemberPortrait name={member.name} image={member.image} size={120} shape="circle" />
      <Typography variant="h3" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {member.name}
      </Typography>
      {member.role && (
        <Typography sx={{ color: 'secondary.dark', fontWeight: 600 }}>{member.role}</Typography>
      )}
      {member.description && (
        <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}>
          {member.description}
        </Typography>
      )}
    </Card>
  );
}
