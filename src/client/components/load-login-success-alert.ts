/**
 * The code of the 'Login successful' banner: loaded by the landing page when it shows the
 * banner, and fetched ahead by the app's login page, whose next page it is.
 */
export const loadLoginSuccessAlert = () => import('./login-success-alert');
