import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { clearLoginSuccess, hasLoginSuccess } from '@/client/lib/login-success';
import { useHydrated } from '@/client/lib/use-hydrated';
import { loadLoginSuccessAlert } from '@/client/components/load-login-success-alert';

// Loaded only when there is something to show, to keep the landing page's first script small.
const LoginSuccessAlert = lazy(async () => ({
  default: (await loadLoginSuccessAlert()).LoginSuccessAlert,
}));

/**
 * The 'Login successful' banner: shown once, for 3 seconds, when the
 * landing page opens right after a login; the one-time flag is cleared as soon as the page
 * opens. It floats just below the navigation bar, so it is seen above the welcome picture on
 * phones too.
 */
export function LoginSuccessBanner() {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(hasLoginSuccess);
  const hide = useCallback(() => setVisible(false), []);

  useEffect(() => {
    if (visible) clearLoginSuccess();
  }, [visible]);

  // A server-rendered page never has it: it shows once the browser has taken the page over.
  if (!visible || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LoginSuccessAlert onHide={hide} />
    </Suspense>
  );
}
