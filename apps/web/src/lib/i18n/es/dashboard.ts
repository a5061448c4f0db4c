import type { dashboard as en } from '../en/dashboard.ts';

type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** La primera pantalla de inicio. El español tiene además la forma plural "many" (1 000 000). */
export const dashboard: Catalogue<typeof en> & { hero: Record<string, string> } = {
  hero: {
    greeting: '¡Hola, {{firstName}}!',
    week: 'Semana {{week}}',
    day: '· día {{day}}',
    spokenWeeks_one: 'Estás de {{count}} semana',
    spokenWeeks_many: 'Estás de {{count}} semanas',
    spokenWeeks_other: 'Estás de {{count}} semanas',
    spokenWeeksDays: 'Estás de {{weeks}} y {{days}}',
    weeks_one: '{{count}} semana',
    weeks_many: '{{count}} semanas',
    weeks_other: '{{count}} semanas',
    days_one: '{{count}} día',
    days_many: '{{count}} días',
    days_other: '{{count}} días',
    trimester1: 'Primer trimestre',
    trimester2: 'Segundo trimestre',
    trimester3: 'Tercer trimestre',
    daysToGo_one: 'Falta {{count}} día',
    daysToGo_many: 'Faltan {{count}} días',
    daysToGo_other: 'Faltan {{count}} días',
    dueToday: 'Tu fecha probable de parto es hoy',
    pastDue: 'Ya pasó tu fecha probable de parto',
    glance: 'Tu embarazo de un vistazo',
    notPregnant: 'Gracias por ser parte de este camino. Aquí tienes todo lo que necesitas para acompañarlo.',
    noWeeks: 'Cuéntanos de cuántas semanas estás para ver tu embarazo semana a semana.',
    addWeeks: 'Añade tus semanas en tu perfil',
  },
  quick: {
    title: 'Accesos rápidos',
    logSymptoms: 'Registrar síntomas',
    checkFood: 'Consultar un alimento',
    book: 'Pedir una cita',
    doctors: 'Buscar médicos',
    ask: 'Pregúntale a BLOOM',
    learn: 'Aprende',
    admin: 'Panel de administración',
    partnerHealth: 'La salud de tu pareja',
    follow: 'Sigue a tu pareja',
  },
  tools: 'Herramientas para tu semana',
  loadingSection: 'Cargando…',
};
