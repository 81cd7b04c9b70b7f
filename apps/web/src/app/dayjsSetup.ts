import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import updateLocale from 'dayjs/plugin/updateLocale';

// dayjs in Portuguese for the signed-in screens (the sign-in screen uses no date):
// imported first by the signed-in shell's chunk (AppLayout), so it runs before any screen's module.
dayjs.extend(updateLocale);
dayjs.locale('pt-br');
// Weeks start on Monday.
dayjs.updateLocale('pt-br', { weekStart: 1 });
