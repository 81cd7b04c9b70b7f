import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Result, Spin } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import relativeTime from 'dayjs/plugin/relativeTime';
import updateLocale from 'dayjs/plugin/updateLocale';
import { useEffect } from 'react';
import { fetchEdition } from '../api/edition';
import { TOAST_SECONDS } from '../shared/notify';
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

function EditionGate() {
  const { data, error } = useQuery({
    queryKey: ['edition'],
    queryFn: fetchEdition,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (data) {
      document.title = data.title;
      document.documentElement.dataset.edition = data.edition;
    }
  }, [data]);
  if (error)
    return (
      <Result
        status="error"
        title="Não foi possível conectar ao servidor."
        subTitle="Verifique sua conexão e recarregue a página."
      />
    );
  if (!data) return <Spin fullscreen />;
  return (
    <EditionContext.Provider value={data}>
      <AppRouter edition={data} />
    </EditionContext.Provider>
  );
}

export function AppRoot() {
  return (
    <ConfigProvider locale={ptBR} theme={{ token: { colorPrimary: '#0b5cab', borderRadius: 6 } }}>
      <AntApp notification={{ placement: 'topRight', duration: TOAST_SECONDS }} message={{ duration: TOAST_SECONDS }}>
        <QueryClientProvider client={queryClient}>
          <EditionGate />
          <UpdatePrompt />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
