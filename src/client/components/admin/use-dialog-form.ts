import {
  useForm,
  type FieldValues,
  type Path,
  type SubmitErrorHandler,
  type UseFormProps,
} from 'react-hook-form';
import { MESSAGES } from '@/domain/messages';
import { useNotify, type Notify } from '@/client/components/notifications';
import { useFormRefusal } from '@/client/lib/use-form-refusal';
import { useAdminDialog } from './admin-dialog';

export interface DialogFormOptions<
  TValues extends FieldValues,
  TOutput,
  TAnswer,
> extends UseFormProps<TValues, unknown, TOutput> {
  /** The fields a refusal of the server may name; a refusal naming no field of these is the form's. */
  fields: readonly Path<TValues>[];
  /** The form's refusal when the server gives no reason; "Something went wrong" if none. */
  fallback?: string;
  /** Sends the checked values. A throw is a refusal: the dialog stays with what was typed. */
  submit: (values: TOutput) => Promise<TAnswer>;
  /** The success notice, from the server's answer and the values sent; none if not given. */
  notice?: (answer: TAnswer, values: TOutput) => string | null;
  /** After a success the dialog closes, unless the form goes on to a next step of its own. */
  stayOpen?: boolean;
  /** The checks failed in the browser; the fields already show why. */
  onInvalid?: SubmitErrorHandler<TValues>;
}

interface Outcome<TAnswer, TOutput> {
  clear: () => void;
  refuse: (error: unknown) => void;
  /** What follows a success. */
  succeed: (answer: TAnswer, values: TOutput) => void;
}

/**
 * One submission of a dialog's form: the last refusal goes, the values are sent, then either the
 * success follows or the refusal is shown. A failure of what follows is not a refusal.
 */
export async function submitOnce<TOutput, TAnswer>(
  submit: (values: TOutput) => Promise<TAnswer>,
  values: TOutput,
  { clear, refuse, succeed }: Outcome<TAnswer, TOutput>,
): Promise<void> {
  clear();
  let answer: TAnswer;
  try {
    answer = await submit(values);
  } catch (error) {
    refuse(error);
    return;
  }
  succeed(answer, values);
}

/** A success in a dialog: its notice, if it has one, then the dialog closes unless it stays. */
export function afterSuccess<TAnswer, TOutput>(
  {
    notice,
    stayOpen,
  }: Pick<DialogFormOptions<FieldValues, TOutput, TAnswer>, 'notice' | 'stayOpen'>,
  notify: Notify,
  close: () => void,
) {
  return (answer: TAnswer, values: TOutput) => {
    const text = notice?.(answer, values);
    if (text) notify(text, 'success');
    if (!stayOpen) close();
  };
}

/**
 * The form of a dashboard dialog (`AdminDialog`) that sends to the server: react-hook-form's
 * form, whose `body` is what its `FormDialogBody` takes (submit, refusal, submitting). A refusal
 * goes on the field the server names, else on the form; a success says its notice and closes the
 * dialog. `submitWith(action)` submits the same form with another action (a second button),
 * with the same refusals, and leaves what follows to the action.
 */
export function useDialogForm<TValues extends FieldValues, TOutput = TValues, TAnswer = unknown>({
  fields,
  fallback = MESSAGES.somethingWentWrong,
  submit,
  notice,
  stayOpen,
  onInvalid,
  ...formOptions
}: DialogFormOptions<TValues, TOutput, TAnswer>) {
  const form = useForm<TValues, unknown, TOutput>(formOptions);
  const { refusal, refuse, clear } = useFormRefusal(form.setError, fields, fallback);
  const notify = useNotify();
  const { onClose } = useAdminDialog();

  const submitWith = <TActionAnswer>(
    action: (values: TOutput) => Promise<TActionAnswer>,
    succeed: (answer: TActionAnswer, values: TOutput) => void = () => undefined,
  ) =>
    form.handleSubmit(
      (values) => submitOnce(action, values, { clear, refuse, succeed }),
      onInvalid,
    );

  const onSubmit = submitWith(submit, afterSuccess({ notice, stayOpen }, notify, onClose));
  const body = { onSubmit, refusal, submitting: form.formState.isSubmitting };
  return { ...form, body, submitWith, refusal, clear };
}
