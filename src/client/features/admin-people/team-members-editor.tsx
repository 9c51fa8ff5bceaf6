import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import type { TeamSize } from '@/domain/events';
import { FormTextField } from '@/client/components/form-text-field';
import { EMPTY_MEMBER, type AddUserFormValues } from './add-user-form';

interface TeamMembersEditorProps {
  control: Control<AddUserFormValues>;
  size: TeamSize;
}

/** The team's other members (name, e-mail, contact), up to the event's largest team. */
export function TeamMembersEditor({ control, size }: TeamMembersEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'teamMembers' });
  const max = size.max - 1;
  const addButton = useRef<HTMLButtonElement>(null);

  const removeMember = (index: number) => {
    remove(index);
    // The pressed button is gone (and Add Member enabled again): keep the focus in the list.
    window.requestAnimationFrame(() => addButton.current?.focus());
  };

  return (
    <Box component="section" aria-labelledby="add-user-team-heading" sx={{ gridColumn: '1 / -1' }}>
      <Typography id="add-user-team-heading" variant="h3" sx={{ fontSize: '1.0625rem', mb: 1 }}>
        Team Members ({fields.length} of at most {max})
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {fields.map((field, index) => (
          <Box
            component="li"
            key={field.id}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
          >
            <Box
              role="group"
              aria-label={`Team member ${index + 1}`}
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr auto' },
                alignItems: 'start',
              }}
            >
              <FormTextField
                control={control}
                name={`teamMembers.${index}.name`}
                id={`add-user-member-${index}-name`}
                label={`Member ${index + 1} name`}
              />
              <FormTextField
                control={control}
                name={`teamMembers.${index}.email`}
                id={`add-user-member-${index}-email`}
                label={`Member ${index + 1} email`}
                type="email"
              />
              <FormTextField
                control={control}
                name={`teamMembers.${index}.contact`}
                id={`add-user-member-${index}-contact`}
                label={`Member ${index + 1} contact`}
                type="tel"
              />
              <IconButton
                aria-label={`Remove member ${index + 1}`}
                color="error"
                onClick={() => removeMember(index)}
                sx={{ justifySelf: 'end', mt: { sm: 0.5 } }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          </Box>
        ))}
      </Box>
      <Button
        ref={addButton}
        startIcon={<AddIcon />}
        onClick={() => append({ ...EMPTY_MEMBER })}
        disabled={fields.length >= max}
        sx={{ mt: 1.5 }}
      >
        Add Member
      </Button>
    </Box>
  );
}
