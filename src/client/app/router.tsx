import type { RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { LandingPage } from '../features/landing/landing-page';
import { Layout } from './layout';
import { RequireAdmin } from './require-admin';
import { MEMBER_PAGES_ROUTE_ID, RequireUser } from './require-user';
import { RouteError } from './route-error';

/**
 * Every route of the site. All pages but the landing page load their code when first
 * visited, so the admin dashboard and its libraries load only on admin routes.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    HydrateFallback: PageLoading,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <LandingPage /> },
          {
            id: MEMBER_PAGES_ROUTE_ID,
            element: <RequireUser />,
            children: [
              {
                path: 'home',
                lazy: {
                  Component: async () =>
                    (await import('../features/events/events-page')).EventsPage,
                },
              },
              {
                path: 'events',
                lazy: {
                  Component: async () =>
                    (await import('../features/events/get-involved-page')).GetInvolvedPage,
                },
              },
              {
                path: 'users/registrations',
                lazy: {
                  Component: async () =>
                    (await import('../features/registrations/my-registrations-page'))
                      .MyRegistrationsPage,
                },
              },
              {
                path: 'profile',
                lazy: {
                  Component: async () =>
                    (await import('../features/profile/profile-page')).ProfilePage,
                },
              },
              {
                path: 'donation/history',
                lazy: {
                  Component: async () =>
                    (await import('../features/donations/donation-history-page'))
                      .DonationHistoryPage,
                },
              },
              {
                path: 'account/data',
                lazy: {
                  Component: async () =>
                    (await import('../features/privacy/your-data-page')).YourDataPage,
                },
              },
              {
                path: 'account/sign-out-everywhere',
                lazy: {
                  Component: async () =>
                    (await import('../features/privacy/sign-out-everywhere-page'))
                      .SignOutEverywherePage,
                },
              },
            ],
          },
          {
            path: 'events/:id',
            lazy: {
              Component: async () => (await import('../features/events/event-page')).EventPage,
            },
          },
          {
            path: 'register',
            lazy: {
              Component: async () =>
                (await import('../features/registrations/register-page')).RegisterPage,
            },
          },
          ...['success', 'test-success'].map((path) => ({
            path,
            lazy: {
              Component: async () =>
                (await import('../features/registrations/registration-success-page'))
                  .RegistrationSuccessPage,
            },
          })),
          ...['admin/login', 'test-admin-login'].map((path) => ({
            path,
            lazy: {
              Component: async () =>
                (await import('@/client/features/admin-account/admin-login-page')).AdminLoginPage,
            },
          })),
          {
            path: 'admin/invitation/:token',
            lazy: {
              Component: async () =>
                (await import('@/client/features/admin-account/invitation-page')).InvitationPage,
            },
          },
          {
            element: <RequireAdmin />,
            children: [
              {
                path: 'admin/dashboard',
                lazy: {
                  Component: async () =>
                    (await import('./admin/admin-dashboard-page')).AdminDashboardPage,
                },
              },
              {
                path: 'admin/events/:id/attendance',
                lazy: {
                  Component: async () =>
                    (await import('@/client/features/admin-events/attendance-page')).AttendancePage,
                },
              },
              {
                path: 'admin/check-in',
                lazy: {
                  Component: async () =>
                    (await import('../features/gate/gate-page')).AdminCheckInPage,
                },
              },
            ],
          },
          {
            path: 'gate',
            lazy: {
              Component: async () => (await import('../features/gate/gate-pass-page')).GatePage,
            },
          },
          {
            path: 'admin/*',
            lazy: {
              Component: async () =>
                (await import('./admin/admin-not-found-page')).AdminNotFoundPage,
            },
          },
          {
            path: 'about',
            lazy: {
              Component: async () => (await import('../features/about/about-page')).AboutPage,
            },
          },
          {
            path: 'gc',
            lazy: {
              Component: async () =>
                (await import('../features/community/ganesh-chaturthi-page')).GaneshChaturthiPage,
            },
          },
          {
            path: 'se',
            lazy: {
              Component: async () => (await import('../features/community/sports-page')).SportsPage,
            },
          },
          {
            path: 'ac',
            lazy: {
              Component: async () => (await import('../features/community/alumni-page')).AlumniPage,
            },
          },
          {
            path: 'history',
            lazy: {
              Component: async () =>
                (await import('../features/community/history-page')).HistoryPage,
            },
          },
          {
            path: 'contact',
            lazy: {
              Component: async () => (await import('../features/contact/contact-page')).ContactPage,
            },
          },
          {
            path: 'signup',
            lazy: {
              Component: async () => (await import('../features/accounts/signup-page')).SignupPage,
            },
          },
          {
            path: 'login',
            lazy: {
              Component: async () => (await import('../features/accounts/login-page')).LoginPage,
            },
          },
          {
            path: 'forgot-password',
            lazy: {
              Component: async () =>
                (await import('../features/accounts/forgot-password-page')).ForgotPasswordPage,
            },
          },
          {
            path: 'reset-password/:token',
            lazy: {
              Component: async () =>
                (await import('../features/accounts/reset-password-page')).ResetPasswordPage,
            },
          },
          {
            path: 'donations',
            lazy: {
              Component: async () =>
                (await import('../features/donations/donations-page')).DonationsPage,
            },
          },
          {
            path: 'terms-and-conditions',
            lazy: {
              Component: async () => (await import('../features/policies/terms-page')).TermsPage,
            },
          },
          {
            path: 'not-me',
            lazy: {
              Component: async () => (await import('../features/privacy/not-me-page')).NotMePage,
            },
          },
          {
            path: 'privacy-policy',
            lazy: {
              Component: async () =>
                (await import('../features/policies/privacy-policy-page')).PrivacyPolicyPage,
            },
          },
          {
            path: 'refund-policy',
            lazy: {
              Component: async () =>
                (await import('../features/policies/refund-policy-page')).RefundPolicyPage,
            },
          },
          {
            path: '*',
            lazy: {
              Component: async () =>
                (await import('../features/not-found/not-found-page')).NotFoundPage,
            },
          },
        ],
      },
    ],
  },
];
