import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { MemberImageField } from './member-image-field';
import type { SectionFormOutput, SectionFormValues } from './section-form-schema';
import { FormTextField } from '@/client/components/form-text-field';

interface MemberFieldsProps {
  control: Control<SectionFormValues, unknown, SectionFormOutput>;
  index: number;
  /** Remove this member; absent where the member cannot be removed on its own. */
  onRemove?: () => void;
  /** While the dialog saves or a picture uploads. */
  busy: boolean;
  /** Whether the name is required (a one-member section may be left empty). */
  nameRequired: boolean;
}

/** One member: name, role, description and picture, and Remove where allowed. */
export function MemberFields({ control, index, onRemove, busy, nameRequired }: MemberFieldsProps) {
  const number = index + 1;
  const memberLabel = `Member ${number}`;
  const idPrefix = `about-member-${index}`;
  const headingId = `${idPrefix}-heading`;
  const name = useWatch({ control, name: `members.${index}.name` });

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1.5,
        }}
      >
        <Typography id={headingId} variant="h5" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {memberLabel}
          {name.trim() ? `: ${name.trim()}` : ''}
        </Typography>
        {onRemove && (
          <Button
            color="error"
            startIcon={<DeleteOutlineIcon aria-hidden />}
            onClick={onRemove}
            disabled={busy}
            aria-label={`Remove member ${number}`}
          >
            Remove
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name={`members.${index}.name`}
          id={`${idPrefix}-name`}
          label={`${memberLabel} name`}
          required={nameRequired}
          disabled={busy}
        />
        <FormTextField
          control={control}
          name={`members.${index}.role`}
          id={`${idPrefix}-role`}
          label={`${memberLabel} role`}
          disabled={busy}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            control={control}
            name={`members.${index}.description`}
            id={`${idPrefix}-description`}
            label={`${memberLabel} description`}
            multiline
            minRows={3}
            disabled={busy}
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Controller
            name={`members.${index}.image`}
            control={control}
            render={({ field }) => (
              <MemberImageField
                memberLabel={memberLabel}
                idPrefix={idPrefix}
                name={name}
                image={field.value}
                onChange={(image) => field.onChange(image)}
                disabled={busy}
              />
            )}
          />
        </Box>
      </Box>
    </Box>
  );
}
