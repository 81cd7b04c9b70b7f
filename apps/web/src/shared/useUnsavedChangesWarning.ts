import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirmDialog } from './antdFeedback';

export const UNSAVED_TEXT = 'Há alterações não salvas. Deseja sair mesmo assim?';

/** Warns before leaving a form with unsaved changes: inside the app and when closing the tab. */
export function useUnsavedChangesWarning(isDirty: () => boolean) {
  const check = useRef(isDirty);
  check.current = isDirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && check.current(),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // The feedback outlet's dialog: antd's pt-BR locale and the theme (a static Modal.confirm has neither).
    confirmDialog({
      title: 'Alterações não salvas',
      content: UNSAVED_TEXT,
      okText: 'Sair sem salvar',
      cancelText: 'Continuar editando',
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed?.(),
      onCancel: () => blocker.reset?.(),
    });
  }, [blocker]);

  useEffect(() => {
    const handler = (e: BeforeUnloadEvent) => {
      if (!check.current()) return;
      e.preventDefault();
    };
    window.addEventListener('beforeunload', handler);
    return () => window.removeEventListener('beforeunload', handler);
  }, []);
}
