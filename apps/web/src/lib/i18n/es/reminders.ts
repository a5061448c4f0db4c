import type { reminders as en } from '../en/reminders.ts';

type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> } & Record<string, unknown>;

/**
 * Recordatorios: la cronología de cuidados (en el inicio y bajo el día elegido del calendario) y
 * «Calendario y recordatorios» del perfil. Los pasos de la cronología siguen en inglés (la base de
 * conocimientos no los tiene en español): se muestran marcados como inglés.
 */
export const reminders: Catalogue<typeof en> = {
  timeline: {
    title: 'Tu cronología de cuidados',
    description:
      'Pruebas y vacunas, con fechas calculadas a partir de tu fecha probable de parto. Tu profesional de la salud puede programarlas en otras fechas.',
    loading: 'Cargando tu cronología…',
    failed: 'No pudimos cargar tu cronología de cuidados. Inténtalo de nuevo.',
    toProfile: 'Ir a Perfil',
    status: {
      upcoming: 'Próximamente',
      now: 'Ahora',
      past: 'Hecho o pasado',
    },
  },
  onDay: {
    label: 'Cronología de cuidados en este día',
    title: 'Cronología de cuidados',
  },
  calendar: {
    title: 'Calendario y recordatorios',
    description: 'Tus citas, anotaciones del calendario y cronología de cuidados en el calendario de tu teléfono.',
    failed: 'No pudimos cargar tus ajustes de recordatorios. Inténtalo de nuevo.',
    linkLabel: 'Tu enlace privado de calendario',
    copy: 'Copiar enlace',
    makeNew: 'Crear un enlace nuevo',
    make: 'Crear un enlace de calendario',
    stop: 'Desactivar el enlace',
    errorTitle: 'Algo salió mal',
    settings: 'Ajustes de recordatorios',
    emailDayBefore: {
      label: 'Enviarme un correo el día antes de una cita',
      hint: 'Desactivado a menos que lo actives.',
    },
    showDetails: {
      label: 'Mostrar detalles en mi calendario y mis correos',
      hint: 'Títulos, lugares y notas. Desactivado: solo dicen «Appointment» o «Health reminder» (en inglés) y la hora, por si alguien mira tu teléfono.',
    },
  },
};
