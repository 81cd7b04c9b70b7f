import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import relativeTime from 'dayjs/plugin/relativeTime';
import updateLocale from 'dayjs/plugin/updateLocale';
import { Suspense, lazy, useDeferredValue, useEffect, useMemo } from 'react';
import { fetchEdition } from '../api/edition';
import { prefetchCurrentUser, useCurrentUserQuery } from '../api/session';
import { TOAST_SECONDS } from '../shared/notify';
import { Boot } from './Boot';
import { EditionContext } from './edition';
import { AppRouter } from './router';
import { UpdatePrompt } from './UpdatePrompt';

dayjs.extend(relativeTime);
dayjs.extend(updateLocale);
dayjs.locale('pt-br');
// Weeks start on Monday (seeds 000 §2).
dayjs.updateLocale('pt-br', { weekStart: 1 });

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (count, err) => count < 2 && !(err && 'status' in err && Number(err.status) < 500),
    },
  },
});
prefetchCurrentUser(queryClient);

/** antd's Result (and its illustrations) only when the server cannot be reached: not in the first load. */
const Result = lazy(() => import('antd/es/result'));

function EditionGate() {
  const { data, error } = useQuery({
    queryKey: ['edition'],
    queryFn: fetchEdition,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const session = useCurrentUserQuery();
  // The first screen is drawn once the edition and the session are known, in a transition
  // (useDeferredValue): React splits that first render — antd computing the styles of each component it
  // meets — into short tasks instead of one long one that blocks the page (Lighthouse's total blocking
  // time); the start-up screen stays until it is ready.
  const ready = useDeferredValue(data && !session.isLoading ? data : undefined);
  const app = useMemo(
    () =>
      ready && (
        <EditionContext.Provider value={ready}>
          <AppRouter edition={ready} />
        </EditionContext.Provider>
      ),
    [ready],
  );
  useEffect(() => {
    if (data) {
      document.title = data.title;
      document.documentElement.dataset.edition = data.edition;
    }
  }, [data]);
  if (error)
    return (
      <Suspense fallback={null}>
        <Result
          status="error"
          title="Não foi possível conectar ao servidor."
          subTitle="Verifique sua conexão e recarregue a página."
        />
      </Suspense>
    );
  if (!ready || !app) return <Boot />;
  return app;
}

/**
 * The brand's blue, and text tones dark enough for WCAG AA (4.5:1) on white and on the layout's grey:
 * antd's defaults (secondary #8c8c8c, placeholders #bfbfbf, links #1677ff) fail it (axe.spec, issue 26).
 */
const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0b5cab',
    colorLink: '#0b5cab',
    colorLinkHover: '#084a8a',
    colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // Danger buttons and error texts: antd's #ff4d4f is 3.3:1 on white.
    colorError: '#cf1322',
    borderRadius: 6,
  },
  components: {
    // A coloured tag's text is its colour's 7th shade on the 1st (about 3:1): the 8th or 9th reads.
    Tag: {
      red7: '#a8071a',
      volcano7: '#871400',
      orange7: '#873800',
      gold7: '#874d00',
      yellow7: '#876800',
      lime7: '#3f6600',
      green7: '#135200',
      cyan7: '#00474f',
      blue7: '#003eb3',
      geekblue7: '#10239e',
      purple7: '#391085',
      magenta7: '#9e1068',
      colorSuccess: '#135200',
      colorError: '#a8071a',
      colorWarning: '#874d00',
      colorInfo: '#003eb3',
    },
    // "Não há dados" of a table (antd's #bfbfbf).
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
  },
};

export function AppRoot() {
  return (
    <ConfigProvider locale={ptBR} theme={THEME}>
      {/* Toasts at the top right, under the 64 px header: they never cover its buttons (Sair, the user). */}
      <AntApp
        notification={{ placement: 'topRight', top: 72, duration: TOAST_SECONDS }}
        message={{ duration: TOAST_SECONDS }}
      >
        <QueryClientProvider client={queryClient}>
          <EditionGate />
          <UpdatePrompt />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
