import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './form-text-field';

interface PayerFieldsProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** What the fields' ids start with: `donation` gives `donation-name`. */
  form: string;
  /** The phone number's field: `phone`, or a registration's `contact`. */
  phone: Path<T>;
  labels: { name: string; email: string; phone: string };
  emailHint: string;
  /** The member's own address, from their account: shown, not edited. */
  emailReadOnly?: boolean;
}

/** Who pays: their name, e-mail (where the receipt goes) and phone number. */
export function PayerFields<T extends FieldValues, TOut>({
  control,
  form,
  phone,
  labels,
  emailHint,
  emailReadOnly = false,
}: PayerFieldsProps<T, TOut>) {
  return (
    <>
      <FormTextField
        control={control}
        name={'name' as Path<T>}
        id={`${form}-name`}
        label={labels.name}
        autoComplete="name"
        required
        maxLength={100}
      />
      <FormTextField
        control={control}
        name={'email' as Path<T>}
        id={`${form}-email`}
        label={labels.email}
        type="email"
        autoComplete="email"
        required
        readOnly={emailReadOnly}
        maxLength={emailReadOnly ? undefined : 254}
        hint={emailHint}
      />
      <FormTextField
        control={control}
        name={phone}
        id={`${form}-${phone}`}
        label={labels.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={20}
      />
    </>
  );
}
