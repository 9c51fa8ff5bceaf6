import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { MESSAGES } from '@/domain/messages';
import { queryInputSchema, type QueryInput } from '@/domain/query-schemas';
import { FormActions } from '@/client/components/form-actions';
import { ApiError } from '@/client/lib/api-client';
import { useFormDraft } from '@/client/lib/use-form-draft';
import { sendQuery, type QueryOutput } from './api/send-query';

const EMPTY: QueryInput = { name: '', email: '', phone: '', address: '', message: '' };

interface FieldSpec {
  name: FieldPath<QueryInput>;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  rows?: number;
}

const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', rows: 2 },
  { name: 'message', label: 'Description of your Query', required: true, rows: 5 },
];

type Outcome = { severity: 'success' | 'error'; message: string; detail: string } | null;

/**
 * The contact form: Name, Email and the description required, the e-mail
 * checked (queryInputSchema). Success alerts 'Query submitted successfully!' and clears the
 * form; an error answer shows 'Failed to submit query.', no answer 'Error submitting query.'.
 */
export function QueryForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<QueryInput, unknown, QueryOutput>({
    resolver: zodResolver(queryInputSchema),
    defaultValues: EMPTY,
  });
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;
  const { clearDraft } = useFormDraft('contact-query', form);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await sendQuery(values);
      window.alert(MESSAGES.querySubmitted);
      clearDraft();
      reset(EMPTY);
      setOutcome({
        severity: 'success',
        message: MESSAGES.querySubmitted,
        detail: 'Thank you for writing to us. We will reply by e-mail.',
      });
    } catch (error) {
      const unreachable = error instanceof ApiError && error.status === 0;
      setOutcome({
        severity: 'error',
        message: unreachable ? MESSAGES.queryError : MESSAGES.queryFailed,
        detail: unreachable
          ? 'We could not reach the server. Please check your connection and try again; your text is still here.'
          : 'Please try again in a little while; your text is still here.',
      });
    }
  });

  const onCancel = () => {
    reset(EMPTY);
    setOutcome(null);
  };

  return (
    <Card sx={{ p: { xs: 2.5, md: 4 } }}>
      <Box
        component="form"
        noValidate
        aria-labelledby="query-form-heading"
        onSubmit={(event) => void onSubmit(event)}
      >
        <Typography id="query-form-heading" variant="h2" sx={{ mb: 1 }}>
          Send us your query
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          Fields marked with * are required.
        </Typography>

        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {FIELDS.map((spec) => (
            <Controller
              key={spec.name}
              name={spec.name}
              control={control}
              render={({ field: { ref, value, ...field }, fieldState }) => (
                <TextField
                  {...field}
                  value={value ?? ''}
                  inputRef={ref}
                  id={`query-${spec.name}`}
                  label={spec.label}
                  required={spec.required}
                  type={spec.type ?? 'text'}
                  autoComplete={spec.autoComplete}
                  multiline={spec.rows !== undefined}
                  minRows={spec.rows}
                  fullWidth
                  error={fieldState.invalid}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          ))}
        </Box>

        {outcome && (
          <Alert
            severity={outcome.severity}
            role={outcome.severity === 'error' ? 'alert' : 'status'}
            sx={{ mt: 3 }}
          >
            <Typography sx={{ fontWeight: 700 }}>{outcome.message}</Typography>
            <Typography variant="body2">{outcome.detail}</Typography>
          </Alert>
        )}

        <FormActions buttonMinWidth={140}>
          <Button type="button" variant="outlined" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Submitting…' : 'Submit'}
          </Button>
        </FormActions>
      </Box>
    </Card>
  );
}
