import type { Control, FieldValues, Path } from 'react-hook-form';
import { ADMIN_PASSWORD_MIN_LENGTH } from '@/domain/admin-schemas';
import { FormTextField } from '@/client/components/form-text-field';

/** The admin's username, hidden beside their password: password managers save or update that login. */
export function HiddenUsername({ username }: { username?: string }) {
  return (
    <input type="text" name="username" autoComplete="username" value={username} hidden readOnly />
  );
}

interface PasswordField<T extends FieldValues> {
  name: Path<T>;
  id: string;
  label: string;
}

interface CurrentPasswordFieldProps<T extends FieldValues, TOut> extends PasswordField<T> {
  control: Control<T, unknown, TOut>;
  autoFocus?: boolean;
}

/** The signed-in admin's password, asked again before their sign-in changes. */
export function CurrentPasswordField<T extends FieldValues, TOut>(
  field: CurrentPasswordFieldProps<T, TOut>,
) {
  return (
    <>
      <HiddenUsername />
      <FormTextField {...field} type="password" autoComplete="current-password" required />
    </>
  );
}

interface NewPasswordFieldsProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  password: PasswordField<T>;
  /** The same password again. */
  confirm: PasswordField<T>;
}

/** A new admin password, with the length it needs, then the same again. */
export function NewPasswordFields<T extends FieldValues, TOut>({
  control,
  password,
  confirm,
}: NewPasswordFieldsProps<T, TOut>) {
  return (
    <>
      <FormTextField
        {...password}
        control={control}
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`}
      />
      <FormTextField
        {...confirm}
        control={control}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
