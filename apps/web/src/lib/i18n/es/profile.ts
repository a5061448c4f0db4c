import type { profile as en } from '../en/profile.ts';

type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> } & Record<string, unknown>;

/** Configuración del perfil: tus datos, la contraseña, exportar y eliminar la cuenta. */
export const profile: Catalogue<typeof en> = {
  page: {
    subtitle: 'Tus datos personales, tu contraseña y tu información.',
  },
  settings: {
    title: 'Tu perfil',
    firstName: 'Nombre',
    lastName: 'Apellido',
    pregnant: '¿Estás embarazada ahora?',
    yes: 'Sí',
    no: 'No',
    weeks: '¿De cuántas semanas estás?',
    weeksHint: 'Semanas 1 a 42. Cámbialo solo si tu profesional de la salud te dio una fecha nueva.',
    dueDate: 'Fecha probable de parto',
    dueDateEmpty: 'Escribe tus semanas para ver tu fecha probable de parto',
    calculate: 'Calcular mi fecha probable de parto',
    babyGender: 'Sexo del bebé',
    notChosen: 'Sin elegir',
    girl: 'Niña',
    boy: 'Niño',
    zip: 'Código postal de tu casa',
    zipHint: 'Opcional. Se usa para encontrar profesionales de la salud cerca de ti.',
    timeZone: 'Zona horaria',
    timeZoneHint: 'Tu semana cambia a la medianoche de esta zona horaria.',
    providerPhone: 'Teléfono de tu profesional de la salud',
    providerPhoneHint: 'Opcional. Cuando BLOOM ve señales que necesitan atención ya, te ofrece llamar a este número.',
    saving: 'Guardando...',
    save: 'Guardar cambios',
  },
  password: {
    title: 'Cambiar la contraseña',
    hint: 'Al menos 8 caracteres; evita contraseñas comunes y tu correo. Se cerrará la sesión en tus otros dispositivos.',
    current: 'Contraseña actual',
    new: 'Contraseña nueva',
    confirm: 'Confirma la contraseña nueva',
    changing: 'Cambiando...',
    submit: 'Cambiar contraseña',
    changed: 'Contraseña cambiada',
  },
  data: {
    title: 'Mis datos',
    intro: 'Tus datos se quedan en este servidor de BLOOM. Descarga una copia cuando quieras.',
    json: { label: 'Descargar mis datos (JSON)', hint: 'Todo lo que BLOOM guarda sobre ti, en un solo archivo.' },
    fhir: {
      label: 'Descargar historial de salud (FHIR)',
      hint: 'Síntomas, estados de ánimo, embarazo y citas en el formato FHIR R4 que usan las apps de salud y los profesionales de la salud.',
    },
    ics: {
      label: 'Descargar citas (.ics)',
      hint: 'Añade tus citas y las entradas de tu calendario a cualquier app de calendario.',
    },
    downloadFailed: 'No se pudo descargar',
    downloadFailedHint: 'No pudimos preparar tu archivo. Inténtalo de nuevo.',
  },
  deletion: {
    title: 'Eliminar la cuenta',
    intro: 'Elimina tu cuenta y todos tus datos de este servidor de inmediato.',
    open: 'Eliminar mi cuenta',
    dialogTitle: '¿Eliminar tu cuenta?',
    dialogDescription:
      'Esto elimina tu cuenta y todo lo que contiene: perfil, síntomas, estados de ánimo, calendario, citas, chat y la conexión con tu pareja. No se puede deshacer.',
    password: 'Tu contraseña',
    keep: 'Conservar mi cuenta',
    deleting: 'Eliminando...',
    confirm: 'Eliminar para siempre',
    deleted: 'Cuenta eliminada',
  },
};
