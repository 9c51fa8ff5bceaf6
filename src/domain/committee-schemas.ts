import { z } from 'zod';
import { emailSchema } from './account-schemas';
import { ADMIN_PASSWORD_MIN_LENGTH } from './admin-schemas';
import { ADMIN_PERMISSIONS, ADMIN_ROLES } from './admin-roles';

/** An invitation link works this long. */
export const INVITATION_VALID_HOURS = 72;
/** Recovery codes given when two-factor sign-in is turned on, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

export const adminRoleSchema = z.enum(ADMIN_ROLES, {
  error: 'Choose a role: owner, manager, treasurer, editor or viewer.',
});

export const adminUsernameSchema = z
  .string({ error: 'Username is required.' })
  .trim()
  .min(3, 'A username has at least 3 characters.')
  .max(40, 'A username has at most 40 characters.')
  .regex(
    /^[A-Za-z0-9._-]+$/,
    'A username may have letters, digits, dots, dashes and underscores only.',
  );

export const newAdminPasswordSchema = z
  .string({ error: 'A password is required.' })
  .min(
    ADMIN_PASSWORD_MIN_LENGTH,
    `The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`,
  )
  .max(200, 'The password is too long (at most 200 characters).');

/** Six digits from the authenticator app, when turning two-factor sign-in on. */
export const totpCodeSchema = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.');

/** The admin's login. With two-factor on, the code is sent too, once the password was right. */
export const adminLoginAnswerSchema = z.union([
  z.object({ token: z.string() }),
  z.object({ twoFactorRequired: z.literal(true) }),
]);

/** Who the token belongs to, and what the dashboard may show them. */
export const adminSelfSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: adminRoleSchema,
  permissions: z.array(z.enum(ADMIN_PERMISSIONS)),
  twoFactorEnabled: z.boolean(),
  /** An owner asked every admin to use two-factor sign-in. */
  twoFactorRequired: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});

export const passwordChangedAnswerSchema = z.object({
  message: z.string(),
  /** A new token for this session: the change ended every other one. */
  token: z.string(),
});

export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  otpauthUri: z.string(),
});

export const twoFactorEnableInputSchema = z.object({ code: totpCodeSchema });

export const twoFactorEnabledSchema = z.object({
  message: z.string(),
  /** Shown once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});

/** The admin's current password, asked again before their sign-in is changed. */
const currentPasswordSchema = z
  .string({ error: 'Your password is required.' })
  .min(1, 'Your password is required.')
  .max(200);

/** Starting two-factor setup: a stolen session alone must not tie the account to another phone. */
export const twoFactorSetupInputSchema = z.object({ password: currentPasswordSchema });

export const twoFactorDisableInputSchema = z.object({ password: currentPasswordSchema });

/** New recovery codes (the old ones stop working). */
export const recoveryCodesInputSchema = z.object({ password: currentPasswordSchema });

export const ADMIN_STATUSES = ['invited', 'active', 'disabled'] as const;

/** One admin in the committee's list. */
export const adminAccountSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: adminRoleSchema,
  status: z.enum(ADMIN_STATUSES),
  twoFactorEnabled: z.boolean(),
  invitationExpiresAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});

export const adminAccountListSchema = z.array(adminAccountSchema);

export const inviteAdminInputSchema = z.object({
  username: adminUsernameSchema,
  email: emailSchema,
  role: adminRoleSchema,
});

export const updateAdminInputSchema = z
  .object({ role: adminRoleSchema, disabled: z.boolean() })
  .partial()
  .refine((input) => input.role !== undefined || input.disabled !== undefined, {
    message: 'Send a role, or disabled: true or false.',
  });

export const invitationTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32,64}$/, 'This invitation link is not valid.');

export const invitationSchema = z.object({ username: z.string(), email: z.string() });

export const acceptInvitationInputSchema = z.object({ password: newAdminPasswordSchema });

export const adminSettingsSchema = z.object({ requireTwoFactor: z.boolean() });

export const COMMITTEE_MESSAGES = {
  badLogin: 'Incorrect username or password.',
  wrongCode: 'That code is not right, or it was already used. Try the next code from your app.',
  accountDisabled: 'This admin account is disabled. Ask an owner to enable it again.',
  wrongCurrentPassword: 'currentPassword: That is not your current password.',
  samePassword: 'newPassword: The new password must differ from the current one.',
  passwordChanged: 'Your password has been changed. Every other session has been signed out.',
  signedOutEverywhere: 'You have been signed out everywhere.',
  usernameTaken: 'username: This username is taken.',
  emailTaken: 'email: An admin with this e-mail already exists.',
  invited: (email: string) =>
    `We have sent an invitation to ${email}. Its link works for ${INVITATION_VALID_HOURS} hours.`,
  invitationMailFailed:
    'The admin was added, but the invitation could not be mailed just now. Send it again from the list.',
  notInvited: 'This admin has already set a password: there is no invitation to send.',
  adminNotFound: 'There is no such admin.',
  lastOwner:
    'There must always be at least one owner who can sign in. Make another admin an owner first.',
  notYourself: 'You cannot disable your own account.',
  invitationInvalid:
    'This invitation link is not valid or was already used. Ask an owner to send a new one.',
  invitationExpired: 'This invitation has expired. Ask an owner to send a new one.',
  invitationAccepted: 'Your password is set. You can now log in.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on.',
  twoFactorNotStarted: 'Start setting up two-factor sign-in first.',
  twoFactorWrongSetupCode:
    'code: That code does not match. Check the time on your phone, and type the newest code.',
  twoFactorOn:
    'Two-factor sign-in is on. Keep your recovery codes somewhere safe: they are shown only now.',
  twoFactorOff: 'Two-factor sign-in is off.',
  twoFactorNotOn: 'Two-factor sign-in is not on.',
  recoveryCodesRenewed:
    'Here are your new recovery codes; the old ones no longer work. They are shown only now.',
  resetOwnTwoFactor:
    'To turn off your own two-factor sign-in, use your account page (your password is asked).',
  twoFactorStillRequired:
    'Two-factor sign-in is required for every admin, so it cannot be turned off.',
  wrongPassword: 'password: That is not your password.',
  ownTwoFactorFirst:
    'Turn on two-factor sign-in for your own account first, so you are not locked out.',
} as const;

export type AdminSelf = z.infer<typeof adminSelfSchema>;
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export type InviteAdminInput = z.input<typeof inviteAdminInputSchema>;
export type UpdateAdminInput = z.input<typeof updateAdminInputSchema>;
