import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { readSession, type Session, signOut } from './api/session';
import { ApiKeysPage } from './pages/api-keys';
import { ContactsPage } from './pages/contacts';
import { InboxPage } from './pages/inbox';
import { IntegrationsPage } from './pages/integrations';
import { ReviewPage } from './pages/review';
import { RunsPage } from './pages/runs';
import { SettingsPage } from './pages/settings';
import { SignInPage } from './pages/sign-in';
import { UsagePage } from './pages/usage';
import { type Route, useRoute } from './ui/route';
import { ErrorState, Loading } from './ui/states';

interface Page {
  path: string;
  label: string;
  adminOnly?: boolean;
  render: (route: Route, user: Session) => ReactNode;
}

/** The pages in the order of the navigation; the first is the landing page. */
export const PAGES: Page[] = [
  { path: 'plays', label: 'Plays', render: (route) => <InboxPage route={route} /> },
  { path: 'contacts', label: 'Contacts', render: (route) => <ContactsPage route={route} /> },
  { path: 'review', label: 'Review queue', render: () => <ReviewPage /> },
  { path: 'runs', label: 'Runs', render: () => <RunsPage /> },
  { path: 'settings', label: 'Settings and ICP', render: () => <SettingsPage /> },
  { path: 'integrations', label: 'Integrations', adminOnly: true, render: () => <IntegrationsPage /> },
  { path: 'keys', label: 'API keys', adminOnly: true, render: () => <ApiKeysPage /> },
  { path: 'usage', label: 'Credits and usage', render: () => <UsagePage /> },
];

function pageFor(route: Route, user: Session): Page {
  const first = route.path.split('/')[0] ?? '';
  const page = PAGES.find((p) => p.path === first && (!p.adminOnly || user.role === 'admin'));
  return page ?? PAGES[0]!;
}

function SignOut() {
  const queries = useQueryClient();
  const end = async (everywhere: boolean) => {
    await signOut(everywhere).catch(() => undefined);
    queries.clear();
    queries.setQueryData(['session'], null);
  };
  return (
    <div className="signout">
      <button type="button" className="link" onClick={() => void end(false)}>
        Sign out
      </button>
      <button type="button" className="link" onClick={() => void end(true)}>
        Sign out everywhere
      </button>
    </div>
  );
}

function Shell({ user, route }: { user: Session; route: Route }) {
  const page = pageFor(route, user);
  return (
    <>
      <a className="skip" href="#main" onClick={(e) => (e.preventDefault(), document.getElementById('main')?.focus())}>
        Skip to content
      </a>
      <header className="top">
        <span className="brand">{user.workspace.name}</span>
        <nav aria-label="Main">
          <ul>
            {PAGES.filter((p) => !p.adminOnly || user.role === 'admin').map((p) => (
              <li key={p.path}>
                <a href={`#/${p.path}`} aria-current={p === page ? 'page' : undefined}>
                  {p.label}
                </a>
              </li>
            ))}
            <li>
              <a href="/machines">Machines</a>
            </li>
          </ul>
        </nav>
        <span className="who">
          {user.email} ({user.role})
        </span>
        <SignOut />
      </header>
      <main id="main" tabIndex={-1}>
        {page.render(route, user)}
      </main>
    </>
  );
}

export function App() {
  const route = useRoute();
  const session = useQuery({ queryKey: ['session'], queryFn: readSession, staleTime: Infinity });
  if (session.isPending) return <Loading what="your session" />;
  if (session.error) return <ErrorState error={session.error} retry={() => void session.refetch()} />;
  if (!session.data) return <SignInPage />;
  return <Shell user={session.data} route={route} />;
}
