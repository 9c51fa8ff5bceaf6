import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { AboutMember } from '@/domain/about-schemas';
import { MemberPortrait } from './member-portrait';

/** The president: one large profile with a big portrait. */
export function PresidentProfile({ member }: { member: AboutMember }) {
  return (
    <Card
      sx={{
        p: { xs: 3, md: 4 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'center', sm: 'flex-start' },
        gap: { xs: 2, md: 4 },
      }}
    >
      <MemberPortrait name={member.name} image={member.image} size={240} shape="rounded" />
      <Box sx={{ textAlign: { xs: 'center', sm: 'left' }, minWidth: 0 }}>
        <Typography variant="h3" sx={{ fontSize: { md: '1.625rem' }, mb: 0.5 }}>
          {member.name}
        </Typography>
        {member.role && (
          <Typography sx={{ color: 'secondary.dark', fontWeight: 600, mb: 2 }}>
            {member.role}
          </Typography>
        )}
        {member.description && (
          <Typography sx={{ whiteSpace: 'pre-line', maxWidth: '65ch' }}>
            {member.description}
          </Typography>
        )}
      </Box>
    </Card>
  );
}
