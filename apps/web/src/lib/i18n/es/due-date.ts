/** La calculadora de la fecha probable de parto, al registrarte y en el perfil. */
export const dueDate = {
  method: '¿Cómo conoces tus fechas?',
  methods: {
    lmp: { choice: 'Primer día de mi última menstruación', date: 'Primer día de tu última menstruación' },
    conception: { choice: 'Fecha de concepción', date: 'Fecha de concepción' },
    ivf3: { choice: 'Transferencia de FIV (embrión de 3 días)', date: 'Fecha de la transferencia' },
    ivf5: { choice: 'Transferencia de FIV (embrión de 5 días)', date: 'Fecha de la transferencia' },
    known: { choice: 'Mi profesional de la salud me dio una fecha', date: 'Fecha probable de parto' },
  },
  cycleLength: 'Duración habitual de tu ciclo en días (opcional)',
  cycleLengthHint:
    'Desde el primer día de una menstruación hasta el primer día de la siguiente. Déjalo vacío para usar 28 días.',
  calculate: 'Calcular',
  result: 'Tu fecha probable de parto estimada es el {{date}}: tienes {{weeks}} y {{days}} de embarazo.',
  weeks_one: '{{count}} semana',
  weeks_many: '{{count}} semanas',
  weeks_other: '{{count}} semanas',
  days_one: '{{count}} día',
  days_many: '{{count}} días',
  days_other: '{{count}} días',
  note: 'Es una estimación; tu profesional de la salud puede fijar tu fecha de parto con una ecografía temprana. Fuente: {{link}} (revisado el {{reviewed}}).',
};
