import type { chat as en } from '../en/chat.ts';

/** El marco del chat (las respuestas llegan del servidor). */
export const chat: typeof en = {
  title: 'Chatea con BLOOM',
  subtitle: 'Tu asistente personal de salud en el embarazo, con inteligencia artificial',
  disclaimer: 'Esto no es un consejo médico. Consulta siempre a tu profesional de la salud.',
  thinking: 'BLOOM está pensando...',
  loadingConversation: 'Cargando tu conversación…',
  tryAsking: 'Prueba a preguntar',
  tryAskingWeek: 'Prueba a preguntar, en la semana {{week}}',
  conversation: 'Conversación',
  emptyTitle: '¿En qué te puedo ayudar hoy?',
  emptyDescription:
    'Hola, soy BLOOM. Mis respuestas se basan en fuentes verificadas como los CDC, la FDA y la Cleveland Clinic.',
  loadFailed: 'No pudimos cargar tus mensajes anteriores.',
  tryAgain: 'Intentar de nuevo',
  inputLabel: 'Mensaje para BLOOM',
  placeholder: 'Escribe tu mensaje...',
  send: 'Enviar mensaje',
};
