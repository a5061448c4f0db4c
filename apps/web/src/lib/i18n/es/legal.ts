/** Las páginas «externas» del menú y del pie de página, servidas por la propia app. */
export const legal = {
  fulfillment: {
    title: 'Cumplimiento de pedidos',
    body: [
      'BLOOM es un acompañante gratuito para el embarazo que ofrece la organización que administra este servidor (el operador). En la app no se vende, se envía ni se cobra nada.',
      'Los créditos de chat extra solo se obtienen con códigos promocionales; no tienen valor en efectivo y no se pueden canjear por dinero ni reembolsar.',
      'Las preguntas sobre el acceso a BLOOM se dirigen al operador; consulta Atención al cliente.',
    ],
  },
  terms: {
    title: 'Términos y condiciones',
    body: [
      'BLOOM ofrece información general sobre el embarazo de fuentes de salud pública, como los CDC, la FDA y Cleveland Clinic. No es consejo médico y no reemplaza a tu profesional de la salud. Su asistente de chat puede cometer errores.',
      'Si tienes señales de alarma como sangrado abundante, dolor de cabeza intenso, cambios en la visión o dificultad para respirar, llama al 911 o a tu profesional de la salud ahora.',
      'Una persona del equipo de administración revisa cada cuenta antes de su primer inicio de sesión y puede eliminar las cuentas que hagan mal uso del servicio. No compartas tu contraseña; eres responsable de lo que se haga con tu cuenta.',
      'Puedes dejar de usar BLOOM en cualquier momento y eliminar tu cuenta con todo su contenido desde Ajustes del perfil.',
    ],
  },
  privacy: {
    title: 'Política de privacidad',
    body: [
      'Lo que registras en BLOOM (síntomas, estados de ánimo, entradas del calendario, citas y mensajes de chat) es información de salud. Se guarda en la base de datos del propio servidor del operador, solo para mostrártela a ti y, si apruebas una sincronización con tu pareja, a esa persona, en modo de solo lectura. No se vende ni se comparte con fines publicitarios.',
      'BLOOM no carga código de publicidad, de análisis ni de seguimiento, no usa cookies de seguimiento y la app no descarga nada de otros sitios web en tu navegador: sus fuentes e imágenes vienen con ella. Tu sesión se guarda en el almacenamiento local de tu navegador hasta que cierres sesión o pase una hora sin actividad. Junto con ella, para que tu página de inicio aparezca de inmediato la próxima vez, BLOOM guarda las pocas palabras que muestra la parte superior de esa página (tu nombre e iniciales, y tu semana, trimestre y días que faltan para las próximas dos semanas); nunca salen de tu dispositivo y se eliminan junto con tu sesión.',
      'Las búsquedas de alimentos y medicamentos las hace el servidor, que solo envía el nombre del alimento o el código de barras a bases de datos públicas (USDA, openFDA, Open Food Facts), nunca quién eres. Si el operador conectó un servicio de modelos de IA, el texto de tus mensajes de chat se le envía para redactar las respuestas; si no, las respuestas se generan en este servidor.',
      'El equipo de administración puede ver los datos de las cuentas y tus entradas para aprobar cuentas y mantener el servicio seguro; lo que hace con las cuentas queda anotado en un registro de auditoría.',
      'Puedes descargar todo lo que BLOOM guarda sobre ti (en JSON, como registros de salud FHIR y tus citas como archivo de calendario) y eliminar tu cuenta con todos sus datos, en cualquier momento, desde Ajustes del perfil.',
    ],
  },
  support: {
    title: 'Atención al cliente',
    body: [
      'BLOOM lo administra el operador de este servidor, la organización que te dio acceso. Para recibir ayuda con tu cuenta, su aprobación o tus datos, responde a cualquier correo que te haya enviado BLOOM o comunícate directamente con ese operador.',
      'Puedes cambiar por tu cuenta tu nombre, tus semanas de embarazo, tu zona horaria y tu contraseña, descargar tus datos o eliminar tu cuenta en Ajustes del perfil.',
      'Para todo lo relacionado con tu salud, comunícate con tu profesional de la salud. En una emergencia, llama al 911; si tienes pensamientos de hacerte daño a ti o a tu bebé, llama o envía un mensaje de texto al 988.',
    ],
  },
};
