import type { common as en } from '../en/common.ts';

/** El marco de la app (tuteo: docs/decisions/021-languages.md). */
export const common: typeof en = {
  brandHome: 'Inicio de BLOOM',
  skipToContent: 'Saltar al contenido',
  loading: 'Cargando...',
  nav: {
    main: 'Principal',
    legal: 'Legal',
    more: 'Más',
    dashboard: { label: 'Inicio', mobileLabel: 'Inicio' },
    tracking: { label: 'Seguimiento', mobileLabel: 'Registro' },
    chat: { label: 'Chat', mobileLabel: 'BLOOM' },
    education: { label: 'Aprende', mobileLabel: 'Aprende' },
    providers: { label: 'Proveedores', mobileLabel: 'Médicos' },
    admin: { label: 'Administración', mobileLabel: 'Admin' },
  },
  account: {
    profileSettings: 'Ajustes del perfil',
    logout: 'Cerrar sesión',
    buttonName: '{{initials}}, menú de la cuenta de {{name}}',
    buttonNameNoName: '{{initials}}, menú de la cuenta',
  },
  external: {
    fulfillment: 'Cumplimiento de pedidos',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    support: 'Atención al cliente',
  },
  footer: { rights: '© 2025 BLOOM. Todos los derechos reservados.' },
  toast: { region: 'Notificación', dismiss: 'Cerrar notificación' },
  session: { updated: 'BLOOM se actualizó', signedOut: 'Sesión cerrada' },
  errorBoundary: {
    message: 'Algo salió mal al mostrar {{what}}. Tus datos están a salvo.',
    tryAgain: 'Intentar de nuevo',
    what: {
      section: 'esta sección',
      page: 'esta página',
      providers: 'la búsqueda de proveedores',
      chat: 'el chat',
    },
  },
  notFound: {
    title: '404 Página no encontrada',
    body: 'No encontramos esa página. Puede que el enlace sea antiguo o tenga un error.',
    home: 'Volver al inicio',
    hint: '¿Olvidaste añadir la página al enrutador?',
  },
  language: {
    label: 'Idioma',
    hint: 'El idioma de BLOOM en todos tus dispositivos.',
    notSaved: 'No pudimos guardar tu idioma en tu cuenta. Se mantiene en este dispositivo.',
  },
  update: { reload: 'Recargar', later: 'Más tarde' },
  environment: {
    'missing-api':
      'A este navegador le faltan funciones que BLOOM necesita, así que algunas partes de la app podrían no funcionar. Actualiza tu navegador o prueba con otro.',
    'too-many-scripts':
      'Esta página ejecuta más scripts de los que BLOOM carga; puede que una extensión del navegador los esté añadiendo. Si algo se ve mal, prueba en una ventana privada con las extensiones desactivadas.',
    offline:
      'Parece que no tienes conexión. BLOOM volverá a funcionar cuando se recupere la conexión; lo que guardes mientras tanto podría no almacenarse.',
    dismiss: 'Cerrar aviso',
  },
  optional: '(opcional)',
  untranslated: 'Este contenido aún no está traducido al español; te lo mostramos en inglés.',
};
