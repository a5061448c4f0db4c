import type * as Contract from './index.ts';

// Spanish for every user-facing message of the contract (issue 35), by the name of its English
// constant. The type below lists every exported `…_MESSAGE` and `…_TITLE`, so adding an English
// message without its Spanish fails the type check (and i18n.test.ts). A message that is a
// function of a run-time value gets a handler instead: the English text's pattern, and the
// Spanish built from what it captured. Tú throughout, as in the web app's catalogues (decision 021).

type Exports = typeof Contract;
type MessageKey = Extract<keyof Exports, `${string}_MESSAGE` | `${string}_TITLE`>;
type TextKey = { [K in MessageKey]: Exports[K] extends string ? K : never }[MessageKey];
type FunctionKey = Exclude<MessageKey, TextKey>;

/** Reads an English text made by a message function and writes its Spanish. */
export interface MessagePattern {
  en: RegExp;
  es: (match: RegExpExecArray) => string;
}

const n = (value: string | undefined) => Number(value ?? '0');

export const ES_MESSAGES: Record<TextKey, string> = {
  ACCEPTS_NEW_PATIENTS_MESSAGE: 'Acepta pacientes nuevos debe ser verdadero o falso',
  ACCESS_ENDED_MESSAGE:
    'Ya no ve tus novedades. No se vuelve a compartir nada a menos que apruebes una nueva solicitud.',
  ACCESS_ENDED_TITLE: 'Acceso terminado',
  ACCOUNT_DELETED_MESSAGE: 'Tu cuenta y todos sus datos se han eliminado.',
  ADDRESS_TOO_LONG_MESSAGE: 'La dirección de esta solicitud es demasiado larga.',
  ADMIN_ONLY_MESSAGE: 'Esta sección es solo para administradores.',
  ADMIN_PROTECTED_MESSAGE: 'Las cuentas de administrador no se pueden aprobar ni eliminar aquí.',
  ALREADY_SYNCED_MESSAGE: 'Ya tienes una sincronización con una pareja. Elimínala antes de enviar una nueva solicitud.',
  APPOINTMENT_BOOKED_MESSAGE: 'Tu cita se programó correctamente.',
  APPOINTMENT_TYPE_MESSAGE: 'Elige uno de: Regular Checkup, Ultrasound, Lab Work, Consultation, Follow-up',
  APPOINTMENT_TITLE_REQUIRED_MESSAGE: 'El título es obligatorio',
  BABY_GENDER_CHOICE_MESSAGE: 'Elige niña o niño',
  BAD_ADDRESS_MESSAGE: 'La dirección de esta solicitud no es válida.',
  BAD_REQUEST_MESSAGE: 'No se pudo procesar la solicitud.',
  BROKEN_CHARACTER_MESSAGE: 'Quita los caracteres dañados de este texto',
  CALENDAR_LINK_COPIED_TITLE: 'Enlace copiado',
  CALENDAR_LINK_COPY_FAILED_MESSAGE: 'No se pudo copiar aquí. Selecciona el enlace y cópialo tú.',
  CALENDAR_LINK_FAILED_MESSAGE: 'No se pudo cambiar el enlace del calendario. Inténtalo de nuevo.',
  CALENDAR_LINK_MADE_MESSAGE: 'Cualquier enlace anterior dejó de funcionar.',
  CALENDAR_LINK_MADE_TITLE: 'Nuevo enlace de calendario creado',
  CALENDAR_LINK_NONE_MESSAGE:
    'Suscríbete a tus citas, entradas del calendario y cronograma de atención desde la aplicación de calendario de tu teléfono, que luego te envía recordatorios. No se envía nada a otro servicio: tu teléfono obtiene el enlace de BLOOM.',
  CALENDAR_LINK_SHOWN_ONCE_MESSAGE:
    'Copia este enlace ahora y agrégalo como suscripción al calendario de tu teléfono. Por tu privacidad, BLOOM guarda solo una huella del enlace, así que no puede volver a mostrarlo.',
  CALENDAR_LINK_STOPPED_MESSAGE: 'Los calendarios suscritos ya no reciben nada de BLOOM.',
  CALENDAR_LINK_STOPPED_TITLE: 'Enlace del calendario desactivado',
  CARE_TIMELINE_NO_DUE_DATE_MESSAGE:
    'Agrega tu fecha probable de parto en Perfil para ver tu cronograma de atención: las pruebas y vacunas del embarazo, con fechas para ti.',
  CHAT_EMPTY_MESSAGE: 'Primero escribe un mensaje',
  CHAT_REPLY_ALREADY_SAVED_MESSAGE: 'Esta respuesta de BLOOM ya está guardada.',
  CHAT_REPLY_NOT_ISSUED_MESSAGE: 'Solo las respuestas que BLOOM te envió se pueden guardar como mensajes de BLOOM.',
  CHECKLISTS_PARTNER_EMPTY_MESSAGE: 'Ella todavía no ha marcado nada en sus listas.',
  CHECKLIST_CHANGE_REQUIRED_MESSAGE: 'Indica qué cambiar: marcado, texto, posición o restaurar',
  CHECKLIST_DONE_MESSAGE: 'Marcado debe ser verdadero o falso',
  CHECKLIST_ITEM_ADDED_MESSAGE: 'Elemento agregado',
  CHECKLIST_ITEM_ID_MESSAGE: 'Elige un elemento de tus listas',
  CHECKLIST_ITEM_REMOVED_MESSAGE: 'Elemento eliminado',
  CHECKLIST_ITEM_RESTORED_MESSAGE: 'Sugerencia restaurada',
  CHECKLIST_ITEM_TEXT_REQUIRED_MESSAGE: 'Escribe el elemento',
  CHECKLIST_ITEM_TEXT_TOO_LONG_MESSAGE: 'Un elemento puede tener como máximo 120 caracteres',
  CHECKLIST_LIST_MESSAGE:
    'Elige una de las listas: bolsa para el hospital, preferencias para el parto o antes de que llegue el bebé',
  CHECKLIST_NOT_REMOVED_MESSAGE: 'Solo se puede restaurar una sugerencia eliminada',
  CHECKLIST_OWN_ITEMS_LIMIT_MESSAGE: 'Una lista puede tener hasta 30 elementos propios. Elimina uno para agregar otro.',
  CHECKLIST_POSITION_MESSAGE: 'La posición debe ser un número entero desde 0',
  CHECKLIST_RESTORE_FLAG_MESSAGE: 'Para restaurar una sugerencia, envía restore: true',
  CHECKLIST_SAVE_FAILED_MESSAGE: 'No se pudo guardar tu lista. Inténtalo de nuevo.',
  CHECKLIST_SUGGESTION_TEXT_MESSAGE:
    'El texto de un elemento sugerido no se puede cambiar. Elimínalo y agrega uno propio.',
  CLIENT_ID_MESSAGE: 'El identificador de la entrada de este dispositivo debe ser un UUID',
  CITY_REQUIRED_MESSAGE: 'La ciudad es obligatoria',
  CONFIG_LOAD_FAILED_MESSAGE: 'No se pudo cargar la configuración de seguridad',
  CONTRACTION_DELETED_MESSAGE: 'Contracción eliminada',
  CONTRACTION_DELETE_FAILED_MESSAGE: 'No se pudo eliminar la contracción. Inténtalo de nuevo.',
  CONTRACTION_ENDED_AT_MESSAGE: 'La hora de fin debe ser una fecha y hora',
  CONTRACTION_ENDS_BEFORE_START_MESSAGE: 'La contracción debe terminar después de empezar',
  CONTRACTION_FOR_MESSAGE: 'Elige de quién son estas contracciones',
  CONTRACTION_IN_FUTURE_MESSAGE: 'La contracción no puede terminar en el futuro',
  CONTRACTION_OVERLAP_MESSAGE: 'Esta contracción se superpone con una ya cronometrada',
  CONTRACTION_PARTNER_NOT_SYNCED_MESSAGE:
    'Solo puedes cronometrar contracciones de la pareja que comparte su embarazo contigo.',
  CONTRACTION_SAVED_MESSAGE: 'Contracción guardada',
  CONTRACTION_SAVE_FAILED_MESSAGE:
    'No se pudo guardar la contracción. Se conserva en este dispositivo; inténtalo de nuevo.',
  CONTRACTION_STARTED_AT_MESSAGE: 'La hora de inicio debe ser una fecha y hora',
  CONTRACTION_TOO_LONG_MESSAGE: 'Una contracción dura como máximo 5 minutos',
  CONTRACTION_TOO_SHORT_MESSAGE: 'Una contracción dura al menos 5 segundos',
  CURRENT_PASSWORD_REQUIRED_MESSAGE: 'Escribe tu contraseña actual',
  DATABASE_UNAVAILABLE_MESSAGE: 'BLOOM no puede conectarse a su base de datos ahora. Inténtalo de nuevo en un minuto.',
  DATE_OF_BIRTH_PAST_MESSAGE: 'La fecha de nacimiento debe ser una fecha pasada',
  DATE_OF_BIRTH_REQUIRED_MESSAGE: 'La fecha de nacimiento es obligatoria',
  DATE_TIME_INVALID_MESSAGE: 'Usa una fecha y hora reales',
  DATE_TIME_PAST_MESSAGE: 'Elige una fecha y hora que todavía no hayan pasado',
  DATE_TIME_RANGE_MESSAGE: 'Usa una fecha entre 1900 y 2199',
  DATE_TIME_REQUIRED_MESSAGE: 'La fecha y hora son obligatorias',
  DELETE_PASSWORD_REQUIRED_MESSAGE: 'Escribe tu contraseña para confirmar',
  DIRECTORY_NAME_REQUIRED_MESSAGE: 'El nombre del proveedor es obligatorio',
  DIRECTORY_SPECIALTY_MESSAGE:
    'Elige una especialidad: Obstetrics & Gynecology, Maternal-Fetal Medicine, Certified Nurse Midwife, Fertility Specialist, Pediatrician',
  DUE_DATE_CLOCK_MESSAGE: 'El reloj de tu dispositivo parece incorrecto, así que no se sabe la fecha de hoy.',
  DUE_DATE_CYCLE_MESSAGE: 'La duración del ciclo debe ser un número entero de días entre 20 y 45',
  DUE_DATE_CYCLE_ONLY_LMP_MESSAGE: 'La duración del ciclo solo se aplica al primer día de tu última menstruación',
  DUE_DATE_DATE_MESSAGE: 'Escribe una fecha real con el formato AAAA-MM-DD',
  DUE_DATE_FUTURE_MESSAGE: 'Esta fecha está en el futuro. Escribe una fecha hasta hoy.',
  DUE_DATE_LONG_PAST_MESSAGE:
    'Esta fecha probable de parto fue hace más de 4 semanas. Revisa la fecha o pregunta a tu proveedor.',
  DUE_DATE_MESSAGE: 'Usa una fecha real con el formato AAAA-MM-DD',
  DUE_DATE_METHOD_MESSAGE: 'Elige cómo conoces tus fechas',
  DUE_DATE_NOT_STARTED_MESSAGE:
    'Con esta duración del ciclo tu embarazo todavía no habría comenzado. Revisa la fecha y la duración del ciclo.',
  DUE_DATE_OUT_OF_PROFILE_RANGE_MESSAGE:
    'Esta fecha probable de parto queda fuera de las semanas 1 a 42 que admite tu perfil. Pide tu fecha probable de parto a tu proveedor.',
  DUE_DATE_RANGE_MESSAGE: 'La fecha probable de parto debe estar entre hace 20 días y dentro de 39 semanas',
  DUE_DATE_TOO_FAR_MESSAGE: 'Una fecha probable de parto puede estar como máximo a 40 semanas de hoy. Revisa la fecha.',
  DUE_DATE_TOO_OLD_MESSAGE:
    'Esta fecha fue hace más de 44 semanas. Revisa el año o pide tu fecha probable de parto a tu proveedor.',
  EDUCATION_CATEGORY_MESSAGE: 'Elige una categoría: Nutrition, Preparation, Wellness o Development',
  ENERGY_LEVEL_MESSAGE: 'El nivel de energía debe ser un número entero del 1 al 5',
  ENTRY_DATE_RANGE_MESSAGE: 'Usa una fecha entre 1900 y 2199',
  ENTRY_DELETED_MESSAGE: 'Entrada eliminada',
  ENTRY_TITLE_TOO_LONG_MESSAGE: 'Mantén el título por debajo de 200 caracteres',
  ENTRY_TITLE_REQUIRED_MESSAGE: 'El título es obligatorio',
  EVENT_NOT_FOUND_MESSAGE: 'Evento no encontrado',
  FDA_DATA_NOT_AVAILABLE_MESSAGE: 'Datos de la FDA no disponibles',
  FIRST_ADMIN_EMAIL_TAKEN_MESSAGE:
    'Ya existe una cuenta con este correo electrónico. Hazla administradora con `npm run admin -- promote`.',
  FIRST_ADMIN_READY_MESSAGE: 'Tu cuenta de administrador está lista. Inicia sesión para aprobar cuentas nuevas.',
  FIRST_NAME_REQUIRED_MESSAGE: 'El nombre es obligatorio',
  FOOD_TERM_REQUIRED_MESSAGE: 'Escribe un alimento o ingrediente para revisar',
  FOOD_TERM_TOO_LONG_MESSAGE: 'Los términos de búsqueda pueden tener como máximo 100 caracteres',
  GENDER_CHOICE_MESSAGE: 'Elige femenino, masculino u otro',
  GUIDELINE_CATEGORY_MESSAGE: 'Elige una categoría: safety, nutrition o immunization',
  HEADERS_TOO_LARGE_MESSAGE: 'Los encabezados de la solicitud son demasiado grandes.',
  HEALTH_SEARCH_TOO_LONG_MESSAGE: 'Los términos de búsqueda pueden tener como máximo 100 caracteres',
  HEALTH_WEEK_MESSAGE: 'Elige una semana del 1 al 42',
  HEIGHT_CM_MESSAGE: 'La estatura debe estar entre 100 y 250 cm',
  HEIGHT_FT_IN_MESSAGE: 'La estatura debe estar entre 3 ft 4 in y 8 ft 2 in',
  HOME_ZIP_MESSAGE: 'El código postal debe tener 5 dígitos',
  INTERNAL_ERROR_MESSAGE: 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
  INVALID_CREDENTIALS_MESSAGE: 'Correo electrónico o contraseña incorrectos',
  INVALID_DATE_MESSAGE: 'Usa una fecha real con el formato AAAA-MM-DD',
  INVALID_EMAIL_MESSAGE: 'Correo electrónico no válido',
  INVALID_ID_MESSAGE: 'Identificador no válido',
  INVALID_PHONE_MESSAGE: 'Número de teléfono no válido',
  INVALID_ZIP_MESSAGE: 'Código postal no válido: escriba un código postal válido de 5 dígitos',
  KICKS_MESSAGE: 'Los movimientos deben ser un número entero del 0 al 200',
  KICK_ENDED_AT_MESSAGE: 'La hora de fin debe ser una fecha y hora',
  KICK_ENDS_BEFORE_START_MESSAGE: 'La sesión debe terminar después de empezar',
  KICK_LESS_THAN_USUAL_MESSAGE: 'Menos de lo habitual debe ser verdadero o falso',
  KICK_SESSION_DELETED_MESSAGE: 'Sesión eliminada',
  KICK_SESSION_DELETE_FAILED_MESSAGE: 'No se pudo eliminar la sesión. Inténtalo de nuevo.',
  KICK_SESSION_IN_FUTURE_MESSAGE: 'La sesión no puede terminar en el futuro',
  KICK_SESSION_SAVED_MESSAGE: 'Sesión guardada',
  KICK_SESSION_SAVE_FAILED_MESSAGE:
    'No se pudo guardar tu sesión. Se conserva en este dispositivo; inténtalo de nuevo.',
  KICK_SESSION_TOO_LONG_MESSAGE: 'Una sesión puede durar como máximo 12 horas',
  KICK_STARTED_AT_MESSAGE: 'La hora de inicio debe ser una fecha y hora',
  KICK_TENTH_AT_MESSAGE: 'La hora del movimiento 10 debe ser una fecha y hora',
  KICK_TENTH_OUTSIDE_MESSAGE: 'El movimiento 10 debe estar dentro de la sesión',
  KICK_TENTH_REQUIRED_MESSAGE: 'Indique la hora del movimiento 10 cuando hubo 10 o más',
  KICK_TENTH_UNEXPECTED_MESSAGE: 'No hay movimiento 10 en una sesión con menos movimientos',
  LAST_ADMIN_MESSAGE:
    'Eres la única persona administradora. Nombra a otra persona administradora antes de eliminar tu cuenta.',
  LAST_NAME_REQUIRED_MESSAGE: 'El apellido es obligatorio',
  LABEL_ONLY_RECOMMENDATION_MESSAGE:
    'BLOOM no tiene una clasificación para el embarazo de este medicamento. Lee la información de la etiqueta de la FDA y pregunta a tu proveedor de atención médica o farmacéutico antes de tomarlo.',
  LAT_LNG_PAIR_MESSAGE: 'Indica la latitud y la longitud juntas, o ninguna de las dos',
  LATITUDE_MESSAGE: 'La latitud debe ser un número de -90 a 90',
  LIST_ITEM_MESSAGE: 'Mantén cada entrada por debajo de 100 caracteres',
  LIST_ITEM_TOO_LONG_MESSAGE: 'Mantén cada elemento por debajo de 200 caracteres',
  LIST_LENGTH_MESSAGE: 'Mantén la lista en 30 entradas o menos',
  LIVE_FDA_LABELS_OFF_MESSAGE:
    'Los datos en vivo de etiquetas de la FDA están desactivados en este servidor de BLOOM; se muestra la base de datos local de BLOOM.',
  LIVE_FDA_LABELS_PAUSED_MESSAGE:
    'Hiciste muchas consultas en el último minuto, así que los datos en vivo de la FDA están en pausa; se muestra la base de datos local de BLOOM.',
  LIVE_FDA_LABELS_UNAVAILABLE_MESSAGE:
    'Los datos en vivo de etiquetas de la FDA no están disponibles ahora; se muestra la base de datos local de BLOOM.',
  LIVE_FDA_UNAVAILABLE_MESSAGE:
    'Los datos en vivo de retiros de la FDA no están disponibles ahora; se muestra la base de datos local de BLOOM.',
  LIVE_SEARCH_PAUSED_MESSAGE:
    'Hiciste muchas búsquedas en el último minuto, así que los datos en vivo del USDA y la FDA están en pausa; se muestra la base de datos local de BLOOM.',
  LIVE_USDA_AND_FDA_UNAVAILABLE_MESSAGE:
    'Los datos en vivo del USDA y la FDA no están disponibles ahora; se muestra la base de datos local de BLOOM.',
  LIVE_USDA_UNAVAILABLE_MESSAGE:
    'Los datos en vivo del USDA no están disponibles ahora; se muestra la base de datos local de BLOOM.',
  LOCALE_MESSAGE: 'Elige inglés (en) o español (es)',
  LONGITUDE_MESSAGE: 'La longitud debe ser un número de -180 a 180',
  MALFORMED_JSON_MESSAGE: 'El cuerpo de la solicitud no es JSON válido.',
  MEDICATION_NAME_REQUIRED_MESSAGE: 'Escribe el nombre de un medicamento para revisar',
  MEDICATION_NAME_TOO_LONG_MESSAGE: 'Los nombres de medicamentos pueden tener como máximo 100 caracteres',
  METHOD_NOT_ALLOWED_MESSAGE: 'Esta dirección no acepta este tipo de solicitud.',
  MONTH_MESSAGE: 'Usa un mes con el formato AAAA-MM',
  MOOD_ENERGY_MESSAGE: 'La energía debe ser un número entero del 1 al 5',
  MOOD_REQUIRED_MESSAGE: 'El estado de ánimo es obligatorio',
  MOOD_TAG_EMPTY_MESSAGE: 'Las etiquetas no pueden estar vacías',
  MOOD_TAG_TOO_LONG_MESSAGE: 'Cada etiqueta puede tener como máximo 30 caracteres',
  MOOD_TOO_LONG_MESSAGE: 'El estado de ánimo puede tener como máximo 40 caracteres',
  MOOD_TOO_MANY_TAGS_MESSAGE: 'Agrega como máximo 10 etiquetas',
  MOOD_UPDATED_MESSAGE: 'Tu estado de ánimo se registró correctamente.',
  MOOD_UPDATED_TITLE: 'Estado de ánimo actualizado',
  MOOD_UPDATE_FAILED_MESSAGE: 'No se pudo actualizar el estado de ánimo. Inténtalo de nuevo.',
  MOOD_UPDATE_FAILED_TITLE: 'Error',
  NAME_TOO_LONG_MESSAGE: 'Los nombres pueden tener como máximo 100 caracteres',
  NOTHING_TO_CHANGE_MESSAGE: 'Envía al menos un campo para cambiar',
  NOT_FOUND_MESSAGE: 'No encontramos lo que buscabas.',
  NOT_SYNCED_MESSAGE: 'No tienes sincronización con una pareja.',
  NOT_YET_TRANSLATED_MESSAGE: 'Este contenido aún no está traducido; se muestra en inglés.',
  NO_ACTIVITIES_MESSAGE: 'Sin actividades: agrega al menos una actividad para registrar.',
  NO_FOLLOWERS_MESSAGE: 'Ninguna pareja sigue tus novedades.',
  NO_FOOD_ITEMS_MESSAGE: 'Sin alimentos: agrega al menos un alimento para registrar.',
  NPI_MESSAGE: 'Un NPI tiene 10 dígitos con un dígito de control válido',
  NPI_TAKEN_MESSAGE: 'Ya hay un proveedor con este NPI en el directorio',
  NUL_MESSAGE: 'Quita los caracteres no válidos de este texto',
  OFFLINE_CONTENT_MESSAGE:
    'Esto necesita conexión. Se cargará cuando vuelvas a estar en línea; no se pierde nada de lo que guardaste antes.',
  OFFLINE_MESSAGE: 'BLOOM volverá a cargar tu información más reciente cuando vuelvas a estar en línea.',
  OFFLINE_QUEUED_MESSAGE: 'Guardado en este dispositivo: se enviará cuando vuelvas a estar en línea',
  OFFLINE_REFUSED_MESSAGE: 'No se pudo guardar',
  OFFLINE_TITLE: 'No tienes conexión',
  OPEN_FOOD_FACTS_UNAVAILABLE_MESSAGE:
    'Open Food Facts no está disponible ahora, así que no se pudo buscar el producto. Inténtalo más tarde.',
  OWN_PROVIDERS_LIMIT_MESSAGE: 'Puedes agregar como máximo 50 proveedores propios',
  OWN_PROVIDER_ADDRESS_TOO_LONG_MESSAGE: 'Mantén la dirección por debajo de 300 caracteres',
  OWN_PROVIDER_NAME_REQUIRED_MESSAGE: 'El nombre del proveedor es obligatorio',
  OWN_PROVIDER_NAME_TOO_LONG_MESSAGE: 'Mantén el nombre por debajo de 100 caracteres',
  OWN_PROVIDER_PHONE_MESSAGE: 'Número de teléfono no válido',
  OWN_PROVIDER_PRACTICE_TOO_LONG_MESSAGE: 'Mantén el consultorio por debajo de 200 caracteres',
  PARTNER_ACCESS_ENDED_MESSAGE: 'Tu acceso a estas novedades terminó.',
  PARTNER_EMAIL_INVALID_MESSAGE: 'Correo electrónico no válido',
  PARTNER_EMAIL_REQUIRED_MESSAGE: 'El correo electrónico de la pareja es obligatorio',
  PARTNER_VIEW_PAUSED_MESSAGE: 'Por ahora se pausó el uso compartido. Volverás a ver novedades cuando se reanude.',
  PASSWORDS_DIFFER_MESSAGE: 'Las contraseñas nuevas no coinciden',
  PASSWORD_CHANGED_MESSAGE: 'Contraseña cambiada. Se cerró tu sesión en tus otros dispositivos.',
  PASSWORD_CONTAINS_EMAIL_MESSAGE: 'La contraseña no debe contener tu correo electrónico',
  PASSWORD_RESET_DONE_MESSAGE: 'Se cambió tu contraseña. Inicia sesión con tu contraseña nueva.',
  PASSWORD_RESET_REQUESTED_MESSAGE:
    'Si una cuenta con este correo puede iniciar sesión, te enviamos un enlace para elegir una contraseña nueva. El enlace funciona una vez, durante 60 minutos.',
  PASSWORD_RESET_SENT_MESSAGE: 'Correo para restablecer la contraseña enviado',
  PASSWORD_TOO_COMMON_MESSAGE: 'La contraseña es demasiado común: elige una menos predecible',
  PASSWORD_TOO_LONG_MESSAGE: 'La contraseña puede tener como máximo 200 caracteres',
  PASSWORD_TOO_SHORT_MESSAGE: 'La contraseña debe tener al menos 8 caracteres',
  PAYLOAD_TOO_LARGE_MESSAGE: 'La solicitud es demasiado grande.',
  PENDING_APPROVAL_MESSAGE:
    'Tu cuenta está pendiente de aprobación. La aprobación puede tardar hasta 48 horas; te enviaremos un correo cuando puedas iniciar sesión.',
  PREGNANT_ANSWER_MESSAGE: 'Dinos si estás embarazada',
  PRE_PREGNANCY_WEIGHT_MESSAGE: 'El peso antes del embarazo debe estar entre 25 y 300 kg',
  PRODUCT_ASK_PROVIDER_MESSAGE: 'Pregunta a tu proveedor de atención médica si tienes dudas.',
  PRODUCT_INFO_UNAVAILABLE_MESSAGE: 'No se pudo cargar la información del producto ahora.',
  PRODUCT_LOOKUP_OFF_MESSAGE:
    'Las búsquedas de productos en vivo están desactivadas en este servidor de BLOOM, así que no se pudo buscar este código de barras.',
  PRODUCT_LOOKUP_PAUSED_MESSAGE:
    'Las búsquedas de productos en vivo están en pausa por un minuto, así que no se pudo buscar este código de barras.',
  PRODUCT_NOT_ASSESSED_MESSAGE: 'No se pudo evaluar este producto.',
  PRODUCT_NOT_ASSESSED_REASON_MESSAGE:
    'No había información del producto para comparar con la lista de alimentos de riesgo en el embarazo de BLOOM.',
  PRODUCT_NOT_FOUND_MESSAGE: 'No se encontró ningún producto con este código de barras en Open Food Facts.',
  PRODUCT_READ_INGREDIENTS_MESSAGE:
    'Lee la lista de ingredientes del paquete y revisa en la búsqueda de alimentos todo lo que te genere dudas.',
  PROFILE_UPDATED_MESSAGE: 'Tu perfil se guardó.',
  PROFILE_UPDATED_TITLE: 'Perfil actualizado',
  PROFILE_UPDATE_FAILED_MESSAGE: 'No se pudo actualizar el perfil. Inténtalo de nuevo.',
  PROFILE_UPDATE_FAILED_TITLE: 'Error al actualizar',
  PROMO_ALREADY_REDEEMED_MESSAGE: 'Ya canjeaste este código promocional.',
  PROMO_CODE_EXISTS_MESSAGE: 'Ya existe un código promocional con este nombre.',
  PROMO_CODE_FORMAT_MESSAGE: 'El código debe tener de 1 a 40 letras, dígitos, - o _.',
  PROMO_CODE_NOT_FOUND_MESSAGE: 'No se encontró el código promocional',
  PROMO_EMPTY_MESSAGE: 'Escribe un código promocional',
  PROMO_EXPIRED_MESSAGE: 'Este código promocional venció.',
  PROMO_EXPIRES_MESSAGE: 'Usa una fecha real con el formato AAAA-MM-DD, desde hoy hasta dentro de 100 años.',
  PROMO_MAX_REDEMPTIONS_MESSAGE:
    'Los usos totales deben ser un número entero de al menos 1, o vacío para no tener límite.',
  PROMO_NO_LONGER_ACTIVE_MESSAGE: 'Este código promocional ya no está activo.',
  PROMO_PER_USER_LIMIT_MESSAGE: 'Los usos por persona deben ser un número entero del 1 al 100.',
  PROMO_TOKENS_MESSAGE: 'Los créditos deben ser un número entero del 1 al 1000.',
  PROMO_UNKNOWN_MESSAGE: 'Este código promocional no es válido. Revisa cómo está escrito e inténtalo de nuevo.',
  PROMO_USED_UP_MESSAGE: 'Este código promocional ya se canjeó por completo.',
  PROVIDER_PHONE_MESSAGE: 'Número de teléfono no válido',
  PROVIDER_NOT_FOUND_MESSAGE: 'Proveedor no encontrado',
  PROVIDER_REMOVED_MESSAGE: 'Proveedor eliminado',
  PROVIDER_REQUIRED_MESSAGE: 'El proveedor es obligatorio',
  RATING_MESSAGE: 'La calificación debe ser un número de 0 a 5',
  REMINDER_SETTINGS_EMPTY_MESSAGE: 'Envía al menos un ajuste para cambiar',
  REMINDER_SETTINGS_FAILED_MESSAGE: 'No se pudieron guardar tus ajustes de recordatorios. Inténtalo de nuevo.',
  REMINDER_SETTINGS_SAVED_TITLE: 'Ajustes de recordatorios guardados',
  REMINDER_SETTING_MESSAGE: 'Los ajustes de recordatorios deben ser verdadero o falso',
  REQUEST_TIMEOUT_MESSAGE: 'La solicitud tardó demasiado en llegar. Inténtalo de nuevo.',
  RESET_LINK_INVALID_MESSAGE:
    'Este enlace para restablecer ya no es válido: ya se usó, venció o se copió incompleto. Pide uno nuevo.',
  RESET_NEEDS_APPROVAL_MESSAGE: 'Aprueba esta cuenta antes de enviar un correo para restablecer la contraseña.',
  RESET_PASSWORDS_DIFFER_MESSAGE: 'Las contraseñas no coinciden',
  REVIEW_COUNT_MESSAGE: 'El número de reseñas debe ser un número entero de 0 o más',
  SAME_PASSWORD_MESSAGE: 'Elige una contraseña nueva distinta de la actual',
  SAMPLE_BOOKED_MESSAGE:
    'Se guardó en tu calendario. Este es un consultorio de muestra, así que no se envió ninguna reserva: llama a tu proveedor para pedir la cita.',
  SESSION_EXPIRED_MESSAGE: 'La sesión venció. Inicia sesión de nuevo.',
  SETUP_LINK_INVALID_MESSAGE:
    'Este enlace de configuración ya se usó o venció. Reinicia BLOOM para imprimir uno nuevo, o regístrate normalmente.',
  SHARING_PAUSED_MESSAGE: 'Tu pareja no ve nada nuevo hasta que reanudes.',
  SHARING_PAUSED_TITLE: 'Uso compartido en pausa',
  SHARING_PAUSE_FAILED_TITLE: 'No se pudo pausar',
  SHARING_RESUMED_MESSAGE: 'Tu pareja vuelve a ver tus novedades.',
  SHARING_RESUMED_TITLE: 'Uso compartido reanudado',
  SHARING_RESUME_FAILED_TITLE: 'No se pudo reanudar',
  SIGNED_OUT_MESSAGE: 'Sesión cerrada',
  SIGNUP_RECEIVED_MESSAGE:
    '¡Cuenta creada! La aprobación de tu cuenta puede tardar hasta 48 horas. Revisa tu correo electrónico para más información.',
  SIGN_IN_REQUIRED_MESSAGE: 'Inicia sesión para continuar.',
  STATE_MESSAGE: 'Usa el código de dos letras de un estado de EE. UU., como TX',
  STREET_REQUIRED_MESSAGE: 'La dirección es obligatoria',
  SYMPTOM_LOGGED_MESSAGE: 'Tu síntoma se registró correctamente.',
  SYMPTOM_LOGGED_TITLE: 'Síntoma registrado',
  SYMPTOM_LOG_FAILED_MESSAGE: 'No se pudo registrar el síntoma. Inténtalo de nuevo.',
  SYMPTOM_LOG_FAILED_TITLE: 'Error',
  SYMPTOM_NAME_REQUIRED_MESSAGE: 'El nombre del síntoma es obligatorio',
  SYMPTOM_NAME_TOO_LONG_MESSAGE: 'El nombre del síntoma puede tener como máximo 100 caracteres',
  SYMPTOM_SEVERITY_MESSAGE: 'La intensidad debe ser un número entero del 1 al 5',
  SYNC_ALREADY_ANSWERED_MESSAGE: 'Esta solicitud de sincronización ya fue respondida.',
  SYNC_APPROVED_MESSAGE: 'Tu pareja ahora puede seguir tus novedades, solo para leer.',
  SYNC_APPROVED_TITLE: 'Sincronización aprobada',
  SYNC_DECLINED_MESSAGE: 'No se comparte nada tuyo.',
  SYNC_DECLINED_TITLE: 'Solicitud rechazada',
  SYNC_NOT_FOUND_MESSAGE: 'No encontramos esta sincronización.',
  SYNC_PREGNANT_REQUESTER_MESSAGE:
    'Las solicitudes de sincronización las envía la pareja que no está embarazada. Pide a tu pareja que te envíe una solicitud desde su cuenta de BLOOM.',
  SYNC_REMOVAL_FAILED_TITLE: 'No se pudo eliminar',
  SYNC_REMOVED_MESSAGE: 'Ya no ves las novedades de tu pareja.',
  SYNC_REMOVED_TITLE: 'Sincronización eliminada',
  SYNC_REQUESTER_TAKEN_MESSAGE: 'Esta persona ya está sincronizada con otra persona.',
  SYNC_REQUEST_FAILED_TITLE: 'No se pudo enviar la solicitud',
  SYNC_REQUEST_NOT_FOUND_MESSAGE: 'No encontramos esta solicitud de sincronización.',
  SYNC_REQUEST_SENT_MESSAGE: 'Cuando tu pareja la apruebe, sus novedades aparecerán en tu panel.',
  SYNC_REQUEST_SENT_TITLE: 'Solicitud enviada',
  SYNC_RESPONDER_NOT_PREGNANT_MESSAGE:
    'Solo una usuaria embarazada puede aprobar o rechazar una solicitud de sincronización.',
  SYNC_RESPONSE_FAILED_TITLE: 'No se pudo responder',
  SYNC_SELF_REQUEST_MESSAGE:
    'No puedes enviarte una solicitud de sincronización a ti. Escribe el correo electrónico de tu pareja.',
  TIME_MESSAGE: 'Usa una hora con el formato HH:mm',
  TIME_ZONE_MESSAGE: 'Elige una zona horaria válida, como America/New_York',
  TOO_BUSY_MESSAGE: 'Los servidores están muy ocupados. Inténtalo más tarde.',
  TOO_MANY_DUE_DATE_REQUESTS_MESSAGE: 'Demasiados cálculos. Espera un minuto e inténtelo de nuevo.',
  TOO_MANY_FEED_REQUESTS_MESSAGE: 'Demasiadas solicitudes del calendario. Espera unos minutos e inténtelo de nuevo.',
  TOO_MANY_PASSWORD_ATTEMPTS_MESSAGE: 'Demasiadas contraseñas incorrectas. Espera 15 minutos e inténtelo de nuevo.',
  TOO_MANY_PROMO_ATTEMPTS_MESSAGE:
    'Demasiados intentos con códigos promocionales. Espera 15 minutos e inténtelo de nuevo.',
  TOO_MANY_RESET_REQUESTS_MESSAGE:
    'Demasiadas solicitudes para restablecer la contraseña. Espera una hora e inténtelo de nuevo.',
  TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE:
    'Demasiados intentos fallidos de inicio de sesión. Espera 15 minutos e inténtelo de nuevo.',
  TOO_MANY_SIGN_UP_ATTEMPTS_MESSAGE: 'Demasiados intentos de registro. Espera 15 minutos e inténtelo de nuevo.',
  TOO_MANY_SYNC_REQUESTS_MESSAGE: 'Demasiadas solicitudes de sincronización. Espera una hora e inténtelo de nuevo.',
  TRACKING_NOTES_TOO_LONG_MESSAGE: 'Las notas pueden tener como máximo 1000 caracteres',
  TOO_MANY_LIST_ITEMS_MESSAGE: 'Registra como máximo 50 elementos a la vez',
  TYPE_REQUIRED_MESSAGE: 'El tipo es obligatorio',
  UNKNOWN_INSURANCE_MESSAGE:
    'Seguro desconocido. Elige uno de: Aetna, Blue Cross Blue Shield, Cigna, UnitedHealthcare, Humana, Kaiser Permanente',
  UNKNOWN_SORT_MESSAGE: 'Ordena por calificación, distancia o nombre',
  UNKNOWN_SPECIALTY_MESSAGE:
    'Especialidad desconocida. Elige una de: Obstetrics & Gynecology, Maternal-Fetal Medicine, Certified Nurse Midwife, Fertility Specialist, Pediatrician',
  UNSUPPORTED_MEDIA_TYPE_MESSAGE: 'Envía el cuerpo de la solicitud como JSON.',
  UPDATE_READY_MESSAGE: 'Hay una nueva versión de BLOOM lista',
  UPC_DIGITS_ONLY_MESSAGE: 'El UPC debe contener solo dígitos',
  UPC_LOOKUPS_PAUSED_MESSAGE:
    'Hiciste muchas búsquedas en el último minuto, así que las búsquedas de productos están en pausa. Inténtalo de nuevo en un minuto.',
  UPC_TOO_LONG_MESSAGE: 'El UPC debe tener como máximo 14 dígitos',
  UPC_TOO_SHORT_MESSAGE: 'El UPC debe tener al menos 8 dígitos',
  USER_APPROVED_MESSAGE: 'Usuario aprobado',
  USER_NOT_FOUND_MESSAGE: 'Usuario no encontrado',
  USER_REMOVED_MESSAGE: 'Usuario eliminado',
  WEEKS_MESSAGE: 'Las semanas deben ser un número entero del 1 al 42',
  WEEKS_REQUIRED_MESSAGE: 'Las semanas de embarazo son obligatorias si estás embarazada',
  WEIGHT_DATE_IN_FUTURE_MESSAGE: 'La fecha no puede estar en el futuro',
  WEIGHT_DATE_MESSAGE: 'Usa una fecha real con el formato AAAA-MM-DD',
  WEIGHT_DATE_TOO_OLD_MESSAGE: 'La fecha puede ser como máximo de hace 365 días',
  WEIGHT_DELETED_MESSAGE: 'Peso eliminado',
  WEIGHT_DELETE_FAILED_MESSAGE: 'No se pudo eliminar el peso. Inténtalo de nuevo.',
  WEIGHT_KG_MESSAGE: 'El peso debe estar entre 25 y 300 kg',
  WEIGHT_LB_MESSAGE: 'El peso debe estar entre 56 y 661 lb',
  WEIGHT_NEEDS_PROFILE_MESSAGE:
    'Agrega tu peso y estatura de antes del embarazo para ver tu IMC y el rango recomendado.',
  WEIGHT_NEEDS_WEEK_MESSAGE:
    'Agrega tu fecha probable de parto o tus semanas de embarazo en Perfil para ver el rango de tu semana.',
  WEIGHT_NOT_SHARED_MESSAGE: 'Los pesos son privados: solo ella puede registrar o leer los suyos.',
  WEIGHT_PROFILE_SAVED_MESSAGE: 'Se guardaron tu peso y estatura de antes del embarazo.',
  WEIGHT_PROFILE_SAVE_FAILED_MESSAGE: 'No se pudieron guardar tus datos. Inténtalo de nuevo.',
  WEIGHT_SAVED_MESSAGE: 'Peso guardado',
  WEIGHT_SAVE_FAILED_MESSAGE: 'No se pudo guardar el peso. Inténtalo de nuevo.',
  WEIGHT_TWINS_MESSAGE: 'Dinos si esperas gemelos',
  WEIGHT_UNITS_MESSAGE: 'Elige kilogramos y centímetros, o libras, pies y pulgadas',
  WRONG_CURRENT_PASSWORD_MESSAGE: 'Tu contraseña actual no es correcta',
  ZIP_INVALID_MESSAGE: 'Código postal no válido: escriba un código postal válido de 5 dígitos',
  ZIP_NOT_FOUND_MESSAGE: 'No se encontró el código postal: revísalo e inténtalo de nuevo',
  ADMIN_PAGE_MESSAGE: 'page debe ser un número entero del 1 al 1000',
  ADMIN_PAGE_SIZE_MESSAGE: 'pageSize debe ser un número entero del 1 al 100',
  USER_SEARCH_TOO_LONG_MESSAGE: 'La búsqueda tiene como máximo 100 caracteres',
  USER_STATUS_FILTER_MESSAGE: 'Elige todos, aprobados o pendientes',
  UNKNOWN_EVENT_TYPE_MESSAGE: 'Tipo de evento desconocido',
  ENTRY_TYPE_MESSAGE: 'Elige nota, evento, síntoma, hito, comida o actividad',
  PROMO_TOO_LONG_MESSAGE: 'Los códigos promocionales tienen como máximo 40 caracteres',
  SYNC_ANSWER_MESSAGE: 'Elige aprobado o rechazado',
  ZIP_QUERY_MESSAGE: 'Escribe de 1 a 5 dígitos de un código postal',
  PRACTICE_TEXT_MESSAGE: 'La consulta debe ser texto',
};

export const ES_MESSAGE_PATTERNS: Record<FunctionKey, MessagePattern> = {
  CHAT_MESSAGE_TOO_LONG_MESSAGE: {
    en: /^Messages can be at most (\d+) characters$/,
    es: (m) => `Los mensajes pueden tener como máximo ${m[1]} caracteres`,
  },
  CALENDAR_LINK_ACTIVE_MESSAGE: {
    en: /^A private calendar link is active \(made (.+)\)\. Lost it\? Make a new link: the old one stops working\.$/s,
    es: (m) =>
      `Hay un enlace privado de calendario activo (creado ${m[1]}). ¿Lo perdiste? Crea un enlace nuevo: el anterior deja de funcionar.`,
  },
  CHECK_DIGIT_MISMATCH_MESSAGE: {
    en: /^The check digit of this (.+) number does not match, so a digit may have been typed wrong\.$/s,
    es: (m) => `El dígito de control de este número ${m[1]} no coincide, así que quizá se escribió mal un dígito.`,
  },
  CHAT_LIMIT_REACHED_MESSAGE: {
    en: /^You have used today's chat session\. It resets at (.+) — redeem a promo code for bonus sessions\.$/s,
    es: (m) =>
      `Ya usaste la sesión de chat de hoy. Se renueva a las ${m[1]}; canjea un código promocional para obtener sesiones extra.`,
  },
  CHECKLIST_MOVED_MESSAGE: {
    en: /^(.+): moved to (\d+) of (\d+)$/s,
    es: (m) => `${m[1]}: movido a ${m[2]} de ${m[3]}`,
  },
  CHECKLIST_POSITION_RANGE_MESSAGE: {
    en: /^The position must be from 0 to (-?\d+)$/,
    es: (m) => `La posición debe ser de 0 a ${m[1]}`,
  },
  MEDICATION_UNKNOWN_RECOMMENDATION_MESSAGE: {
    en: /^No FDA data found for "(.*)"\. BLOOM has no information about this name either: check the spelling or try the generic name, and ask your healthcare provider or pharmacist before taking it\.$/s,
    es: (m) =>
      `No se encontraron datos de la FDA sobre "${m[1]}". BLOOM tampoco tiene información sobre este nombre: revisa la ortografía o prueba con el nombre genérico, y pregunta a tu proveedor de atención médica o farmacéutico antes de tomarlo.`,
  },
  MEDICATION_NOT_FOUND_MESSAGE: {
    en: /^No FDA data found for "(.*)"$/s,
    es: (m) => `No se encontraron datos de la FDA sobre "${m[1]}"`,
  },
  OFFLINE_QUEUE_WAITING_MESSAGE: {
    en: /^(\d+) (?:entry|entries) waiting to be sent$/,
    es: (m) => (n(m[1]) === 1 ? '1 entrada pendiente de enviar' : `${m[1]} entradas pendientes de enviar`),
  },
  PENDING_SYNC_REQUESTS_MESSAGE: {
    en: /^(?:Partner request|(\d+) partner requests)$/,
    es: (m) => (m[1] === undefined ? 'Solicitud de pareja' : `${m[1]} solicitudes de pareja`),
  },
  PRODUCT_LISTED_MESSAGE: {
    en: /^Listed in Open Food Facts(?: under (.+))?\.$/s,
    es: (m) => `Aparece en Open Food Facts${m[1] === undefined ? '' : ` en ${m[1]}`}.`,
  },
  PROMO_CODE_CREATED_MESSAGE: {
    en: /^Promo code (.+) created$/s,
    es: (m) => `Código promocional ${m[1]} creado`,
  },
  PROMO_CODE_DISABLED_MESSAGE: {
    en: /^Promo code (.+) disabled$/s,
    es: (m) => `Código promocional ${m[1]} desactivado`,
  },
  PROMO_REDEEMED_MESSAGE: {
    en: /^Promo code applied: (\d+) bonus tokens? added\. Each one starts a new chat session\.$/,
    es: (m) =>
      `Código promocional aplicado: ${n(m[1]) === 1 ? 'se agregó 1 crédito extra' : `se agregaron ${m[1]} créditos extra`}. Cada uno inicia una nueva sesión de chat.`,
  },
  TEXT_TOO_LONG_MESSAGE: {
    en: /^Keep this under (\d+) characters$/,
    es: (m) => `Mantén este texto por debajo de ${m[1]} caracteres`,
  },
};

/**
 * Texts that are not the contract's messages: zod's own fallbacks, and the spec's texts the server
 * sends as they are. English text → Spanish.
 */
export const ES_INLINE: Readonly<Record<string, string>> = {
  'Invalid value': 'Valor no válido',
  'Invalid request': 'Solicitud no válida',
  // The spec's recent-check examples' badge words (EXAMPLE_FOOD_CHECKS).
  'Safe (cooked)': 'Seguro (cocinado)',
  Avoid: 'Evitar',
};
