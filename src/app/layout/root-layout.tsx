import { Outlet } from 'react-router-dom';
import { useAuth } from '@/hooks/use-auth';
import { TopBar } from '@/components/layout/top-bar';
import { MobileHeader } from '@/components/layout/mobile-header';
import { MobileBottomBar } from '@/components/layout/mobile-bottom-bar';
import { SupportButton } from '@/components/layout/support-button';

/** The page frame: top bar, mobile header and bottom bar around the routed page. */
export function RootLayout() {
  const { session } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar actions={<SupportButton />} />
      {session && <MobileHeader />}
      <main className={session ? 'flex-1 px-4 pt-6 pb-24 md:pb-10' : 'flex-1 px-4 py-8'}>
        <Outlet />
      </main>
      {session && <MobileBottomBar />}
    </div>
  );
}
