import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { queryInputSchema, type QueryInput } from '@/domain/query-schemas';
import { FormActions } from '@/client/components/form-actions';
import { ApiError } from '@/client/lib/api-client';
import { pageControl } from '@/client/lib/page-controls';
import { translatedResolver } from '@/client/lib/field-errors';
import { usePageTexts } from '@/client/lib/page-texts/context';
import { usePageLanguage } from '@/client/lib/shell-texts/context';
import { useHydrated } from '@/client/lib/use-hydrated';
import { useFormDraft } from '@/client/lib/use-form-draft';
import { sendQuery, type QueryOutput } from './api/send-query';
import {
  EMPTY_QUERY,
  QUERY_DRAFT_KEY,
  queryFieldId,
  queryFieldLabel,
  queryNotSent,
  querySent,
  type QueryOutcome,
} from './query-form-shared';

interface FieldSpec {
  name: FieldPath<QueryInput>;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  rows?: number;
}

const FIELDS: FieldSpec[] = [
  { name: 'name', required: true, autoComplete: 'name' },
  { name: 'email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', autoComplete: 'street-address', rows: 2 },
  { name: 'message', required: true, rows: 5 },
];

/**
 * The contact form: Name, Email and the description required, the e-mail
 * checked (queryInputSchema). Success alerts 'Query submitted successfully!' and clears the
 * form; an error answer shows 'Failed to submit query.', no answer 'Error submitting query.'.
 */
export function QueryForm() {
  const [outcome, setOutcome] = useState<QueryOutcome | null>(null);
  const pageTexts = usePageTexts();
  const { language } = usePageLanguage();
  const texts = pageTexts.contact;
  const form = useForm<QueryInput, unknown, QueryOutput>({
    resolver: translatedResolver(zodResolver(queryInputSchema), language),
    defaultValues: EMPTY_QUERY,
  });
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;
  const { clearDraft } = useFormDraft(QUERY_DRAFT_KEY, form);
  // The server's page arrives with Submit off, so a query is never sent unchecked (or, with no
  // script yet, as a plain form): the app, or a visitor's page script, turns it on.
  const hydrated = useHydrated();

  const onSubmit = handleSubmit(
    async (values) => {
      setOutcome(null);
      try {
        await sendQuery(values);
        window.alert(texts.sent);
        clearDraft();
        reset(EMPTY_QUERY);
        setOutcome(querySent(texts));
      } catch (error) {
        setOutcome(queryNotSent(texts, error instanceof ApiError && error.status === 0));
      }
      // Refused by the checks: the outcome of an earlier query no longer stands beside the errors.
    },
    () => setOutcome(null),
  );

  const onCancel = () => {
    reset(EMPTY_QUERY);
    setOutcome(null);
  };

  return (
    <Card sx={{ p: { xs: 2.5, md: 4 } }}>
      <Box
        component="form"
        noValidate
        aria-labelledby="query-form-heading"
        {...pageControl('query-form')}
        onSubmit={(event) => void onSubmit(event)}
      >
        <Typography id="query-form-heading" variant="h2" sx={{ mb: 1 }}>
          {texts.formHeading}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          {pageTexts.account.fieldsRequired}
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
                  id={queryFieldId(spec.name)}
                  label={queryFieldLabel(texts, spec.name)}
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
            {pageTexts.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting || !hydrated}>
            {isSubmitting ? texts.submitting : texts.submit}
          </Button>
        </FormActions>
      </Box>
    </Card>
  );
}
