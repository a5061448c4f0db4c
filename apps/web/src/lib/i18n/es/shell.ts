/** Los textos del marco con sesión iniciada: encabezados de página, tarjetas compartidas, entradas pendientes. */
export const shell = {
  pages: {
    profile: { title: 'Ajustes del perfil', subtitle: 'Tus datos, tu contraseña y tu información.' },
    education: {
      title: 'Aprende',
      subtitle: 'Información confiable sobre el embarazo de fuentes oficiales de salud.',
    },
    kicks: {
      title: 'Contador de patadas',
      subtitle: 'Cuenta los movimientos de tu bebé y mira cuánto tardan 10.',
    },
    contractions: {
      title: 'Cronómetro de contracciones',
      subtitle: 'Cronometra cada contracción: cuánto dura y cada cuánto llegan.',
    },
    checklists: {
      title: 'Listas',
      subtitle: 'Prepárate para el parto: marca lo que ya hiciste, añade tus propios elementos y ordénalos a tu gusto.',
    },
    weight: {
      title: 'Aumento de peso',
      subtitle: 'Registra tu peso y compáralo con el rango recomendado.',
    },
  },
  close: 'Cerrar',
  today: {
    logFeeling: 'Registra cómo te sientes',
    logFeelingDetail: 'Estado de ánimo y síntomas',
    countKicks: 'Cuenta las patadas',
    countKicksDetail: 'Contador de patadas',
    ask: 'Pregúntale a BLOOM',
    askDetail: 'Preguntas para tu semana',
    nextVisit: 'Próxima consulta',
    checking: 'Consultando…',
    yourAppointments: 'Tus citas',
    noneBooked: 'Todavía no tienes citas',
  },
  offlineQueue: {
    region: 'Entradas guardadas en este dispositivo',
    symptom: 'Síntoma: {{name}}',
    mood: 'Estado de ánimo: {{mood}}',
    kick_one: 'Conteo de patadas: {{count}} movimiento',
    kick_many: 'Conteo de patadas: {{count}} movimientos',
    kick_other: 'Conteo de patadas: {{count}} movimientos',
    contraction: 'Contracción',
    sendNow: 'Enviar ahora',
    discard: 'Descartar',
  },
  source: 'Fuente: {{link}} (revisado el {{reviewed}})',
  verdicts: { safe: 'Seguro', caution: 'Precaución', avoid: 'Evitar', unknown: 'Desconocido' },
  urgent: {
    crisisLine: 'Llama o envía un mensaje de texto al 988, la Línea de Prevención del Suicidio y Crisis',
    'call-911': 'Llamar al 911',
    'call-988': 'Llamar al 988',
    'text-988': 'Enviar mensaje al 988',
    'call-provider': 'Llamar a mi profesional de la salud',
  },
};
