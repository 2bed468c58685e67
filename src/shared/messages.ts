/**
 * Every user-facing string of SPEC.md (sections 2, 4, 5 and 8), once, exactly as specified.
 * Functions build the messages that carry a value. Tests import these rather than retyping them.
 */

export const ERROR_FALLBACK = {
  chatTitle: 'Chat Error',
  chatAction: 'Refresh Chat',
  bibleTitle: 'Bible Reader Error',
  bibleBody:
    'There was an issue loading the Bible content. Please try refreshing or selecting a different chapter.',
  bibleAction: 'Refresh Bible',
  appTitle: 'Something went wrong',
  refreshPage: 'Refresh Page',
  goHome: 'Go Home',
  tryAgain: 'Try Again',
  routerTitle: 'Unexpected Application Error!',
} as const;

export const DISCLAIMER = {
  agree: 'I Agree',
  processing: 'Processing...',
  failed: 'Failed to save agreement. Please try again.',
  welcome: (productName: string) => `Welcome to ${productName}!`,
} as const;

export const INACTIVITY = {
  stayActive: 'Stay Active',
  expired: 'Your session has expired due to inactivity. Please log in again.',
} as const;

export const VALIDATION = {
  email: 'Please enter a valid email address.',
  loginPassword: 'Password must be at least 8 characters long.',
  name: 'Name must be between 2 and 100 characters.',
  registerPassword: 'Password must be at least 12 characters for better security.',
} as const;

export const LOGIN = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotConfirmed: 'Please check your email and click the confirmation link before logging in.',
  tooManyAttempts: 'Too many login attempts. Please wait before trying again.',
  failed: 'Login failed. Please try again.',
  locallyRateLimited: 'Too many failed login attempts. Please try again in 15 minutes.',
  suspicious: 'Suspicious activity detected. Please try again later.',
  success: 'Welcome back!',
} as const;

export const REGISTRATION = {
  emailExists: 'An account with this email already exists. Please try logging in instead.',
  weakPassword: 'Password does not meet security requirements. Please choose a stronger password.',
  disabled: 'New registrations are temporarily disabled. Please try again later.',
  failed: 'Registration failed. Please try again.',
  success: 'Account created successfully! Check your email for a welcome message.',
} as const;

export const LOGOUT = {
  success: "You've been logged out",
} as const;

export const SESSION_DELETE = {
  failed: (reason: string) => `Failed to delete chat history: ${reason}`,
  unexpected: 'Failed to delete chat history due to an unexpected error',
  success: (removed: number) =>
    removed > 0
      ? `Chat history deleted successfully (${removed} messages removed)`
      : 'Chat history deleted successfully',
} as const;

export const CHAT = {
  initFailed: 'Failed to initialize chat. Please try refreshing the page.',
  newChatFailed: 'Failed to start a new chat. Please try again.',
  loadFailed: 'Failed to load chat messages. Please try refreshing.',
  saveFailed: 'Failed to save message. Please check your connection.',
  responseNotice: 'Unable to get a response. Please try again.',
  responseError: 'Failed to get a response. Please try again.',
  favoriteFailed: 'Failed to update favorite status',
  favoriteAdded: 'Message saved to favorites',
  favoriteRemoved: 'Message removed from favorites',
  welcome: (productName: string) =>
    `Welcome! I'm your ${productName}. How can I help with your spiritual journey today?`,
} as const;

export const CREDIT_MESSAGES = {
  retrieveFailed: 'Unable to retrieve your credits. Please try again.',
  insufficient: "You don't have enough credits to send a message.",
  updateFailed: 'Failed to update credits. Please try again.',
  blocked: 'Credit operation blocked for security reasons.',
  validationMarker: 'Credit operation validation failed',
  verifyFailed: 'Unable to verify credits. Please try again.',
  checkFailed: 'Error checking credits. Please try again.',
  initFailed: 'Unable to initialize credits. Please try again.',
  added: (n: number) => `${n} credits have been added to your account.`,
} as const;

export const GIFT_CODE = {
  invalid: 'Invalid gift code',
  alreadyRedeemed: 'You have already redeemed this gift code',
  loginRequired: 'You must be logged in to redeem gift codes',
  verifyFailed: 'Unable to verify gift code. Please try again.',
  initFailed: 'Unable to initialize credits. Please try again.',
  retrieveFailed: 'Unable to retrieve credits. Please try again.',
  redeemFailed: 'Unable to redeem gift code. Please try again.',
  retrieveCurrentFailed: 'Unable to retrieve current credits. Please try again.',
  redeemedNotAdded: 'Gift code redeemed but credits could not be added. Please contact support.',
  unexpected: 'An error occurred while redeeming the gift code',
  success: (n: number) => `Gift code redeemed! ${n} credits added to your account.`,
} as const;

export const SPEECH = {
  recognitionUnsupported: 'Speech recognition is not supported in your browser.',
  recognitionError: 'Speech recognition error. Please try again.',
  recordingStartFailed: 'Failed to start recording. Please try again.',
  recordingStopped: 'Recording stopped.',
  recording: 'Recording... Click the red button to stop.',
  generating: 'Generating speech...',
  playError: 'Error playing audio',
  playFailed: 'Failed to play audio. Please try again.',
  generateFailed: 'Failed to generate speech',
} as const;
