/** The length a new password must have at least. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * What the member's and visitor's forms say of a field they refuse, word for word in English:
 * the shared schemas give these, so the form (checking before it sends) and the API (checking
 * what arrives) say the same. Each has a stable code, `field.<key>` (`emailInvalid` is
 * `field.email-invalid`), by which the API answers and the forms show Hindi and Marathi
 * (decision record 24).
 */
export const FIELD_MESSAGES = {
  emailRequired: 'Email is required.',
  emailTooLong: 'Email is too long.',
  emailInvalid: 'Please enter a valid e-mail address.',
  nameRequired: 'Name is required.',
  nameTooLong: 'Name is too long (at most 100 characters).',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: 'Password is too long (at most 128 characters).',
  currentPasswordRequired: 'Your current password is required.',
  codeRequired: 'The code is required.',
  codeDigits: 'The code is the 6 digits from the e-mail.',
  phoneInvalid: 'Please enter a phone number (10 to 15 digits).',
  phoneRequired: 'Phone is required.',
  phoneDigits: 'Phone must be a phone number (7 to 20 digits, spaces or + ( ) -).',
  languageInvalid: 'Choose English, Hindi or Marathi.',
  contactRequired: 'Contact is required.',
  contactInvalid: 'Contact must be a phone number (7 to 20 digits, spaces or + ( ) -).',
  hostelRequired: 'Hostel is required.',
  hostelTooLong: 'Hostel is too long (at most 100 characters).',
  hostelAddressRequired: 'Hostel Address is required.',
  hostelAddressTooLong: 'Hostel Address is too long (at most 300 characters).',
  genderInvalid: 'Gender must be Male, Female or Other.',
  teamTooLarge: 'Too many team members.',
  amountRequired: 'Amount is required.',
  amountNotNumber: 'Amount must be a number.',
  amountWhole: 'Amount must be in whole rupees.',
  amountPositive: 'Amount must be more than zero.',
  amountTooLarge: (ceiling: string) =>
    `Online donations are limited to ${ceiling}; for more, please contact the office.`,
  panInvalid: 'PAN must look like ABCDE1234F.',
  addressTooLong: 'Address is too long (at most 300 characters).',
  purposeTooLong: 'Purpose is too long (at most 120 characters).',
  queryRequired: 'Description of your query is required.',
  queryTooLong: 'Description of your query is too long (at most 5000 characters).',
} as const;
