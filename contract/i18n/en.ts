/**
 * Every message the server sends, in English. SPEC.md's texts are used word for word.
 * The web app loads these as its `messages` namespace, so client-side validation shows the same words.
 * Placeholders use {{name}}.
 */
export const en = {
  validation: {
    invalid: 'Please check this field',
    failed: 'Please correct the highlighted fields',
    usernameRequired: 'Username is required',
    usernameTooShort: 'Username must be at least 3 characters',
    usernameTooLong: 'Username must be less than 30 characters',
    usernameChars: 'Username can only contain letters, numbers and underscores',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 6 characters',
    passwordTooLong: 'Password must be at most 128 characters',
    confirmPasswordRequired: 'Please confirm your password',
    passwordsMismatch: 'Passwords do not match',
    codeRequired: 'Verification code is required',
    wordRequired: 'Please enter a word',
    wordTooLong: 'A word can be at most 64 characters',
    wordChars: 'A word can only contain letters, apostrophes, hyphens and spaces',
    definitionTooLong: 'The definition can be at most 2000 characters',
    translationTooLong: 'The translation can be at most 2000 characters',
    partOfSpeechInvalid: 'Please choose a part of speech from the list',
    searchTooLong: 'Search text can be at most 100 characters',
    sortInvalid: 'Sort must be recent, alpha or usage',
    limitRange: 'Limit must be a whole number from 1 to 100',
    countRange: 'Count must be a whole number from 1 to 50',
    cursorInvalid: 'This page link is invalid or out of date. Please reload the list.',
    importSize: 'Import between 1 and 500 words at a time',
  },
  errors: {
    invalidJson: 'The request body is not valid JSON',
    payloadTooLarge: 'The request is too large (at most 64 KB)',
    notFound: 'Not found',
    routeNotFound: 'There is no such API endpoint',
    unauthorized: 'Please sign in to continue',
    sessionExpired: 'Your session has expired. Please sign in again.',
    forbidden: 'You are not allowed to do that',
    internal: 'Something went wrong on our side. Please try again.',
    rateLimited: 'Too many attempts. Please try again in {{seconds}} seconds.',
    invalidCredentials: 'Invalid email or password',
    usernameTaken: 'This username is already taken',
    emailTaken: 'An account with this email already exists',
    noAccount: 'No account found with this email address',
    codeExpired: 'Verification code has expired',
    codeIncorrect: 'Incorrect verification code',
    codeFormat: 'Invalid verification code format',
    codeTooManyAttempts: 'Too many incorrect attempts. Please request a new code.',
    resetTokenInvalid: 'This password reset has expired. Please start again.',
    mailFailed: 'We could not send the email. Please try again later.',
    wordExists: 'Word already exists',
    spellingSuggestion: 'Spelling error detected. Did you mean: {{suggestions}}?',
    spellingNoSuggestion:
      'Spelling error detected. No similar words were found: check the spelling, or add it anyway.',
    wordNotFound: 'Word not found',
    notInDictionary: 'This word is not in the dictionary',
  },
  success: {
    registered: 'Registration successful. Welcome to Wordloom!',
    loggedIn: 'Login successful',
    profileUpdated: 'Profile updated',
    preferencesUpdated: 'Preferences updated',
    fontSettingsUpdated: 'Font settings updated',
    codeSent: 'Verification code sent to your email',
    codeVerified: 'Code verified. Now choose a new password.',
    passwordReset: 'Password reset successfully. Please sign in with your new password.',
    wordAdded: 'Word added',
    wordDeleted: 'Word deleted',
    wordsImported: 'Imported {{added}} of {{total}} words',
  },
  mail: {
    resetSubject: 'Your Wordloom verification code: {{code}}',
    resetText:
      'Hello {{username}},\n\nYour Wordloom verification code is {{code}}. It expires in {{minutes}} minutes.\n\nIf you did not ask to reset your password, you can ignore this email.',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
/** The shape every language must fill completely. */
export type Messages = Shape<typeof en>;
