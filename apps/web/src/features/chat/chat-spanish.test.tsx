import { CHAT_FAILURE_REPLY, type ChatMessage, type UsageStatus } from '@bloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { i18n, setLanguage } from '@/lib/i18n/index.ts';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { ChatPage } from './components/chat-page.tsx';
import { starterQuestions } from './starter-questions.ts';
import { UsageCard } from './usage/usage-card.tsx';

// The chat's texts come from the 'chat' catalogue (docs/decisions/021-languages.md).
const spanishProfile = (weeks = 30) => testProfile({ locale: 'es', pregnancyWeeks: weeks });

function signedIn(routes: Parameters<typeof serveFetch>[0]) {
  localStorage.setItem('authToken', 'token-1');
  return serveFetch({ 'GET /api/user/profile': [200, spanishProfile()], ...routes });
}

function Usage() {
  const { state } = useAuth();
  return state.status === 'signed-in' ? <UsageCard /> : null;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the chat in Spanish', () => {
  it('offers her week’s questions in Spanish, and answers a failure in Spanish', async () => {
    await setLanguage('es');
    const calls = signedIn({
      'GET /api/chat/messages': [200, []],
      'POST /api/chat/text': [500, { message: 'Error interno' }],
    });
    renderWithApp(<ChatPage />, { path: '/chat' });
    expect(await screen.findByRole('heading', { name: 'Prueba a preguntar, en la semana 30' })).toBeInTheDocument();
    const starters = screen.getAllByRole('button').filter((b) => b.closest('li'));
    expect(starters.map((b) => b.textContent)).toEqual([
      '¿Qué debo saber esta semana?',
      '¿Cuáles son las señales del trabajo de parto?',
      '¿Qué alimentos debo evitar?',
      '¿Es seguro hacer ejercicio?',
    ]);
    await userEvent.click(screen.getByRole('button', { name: '¿Qué alimentos debo evitar?' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/chat/text')).toBe(true));
    expect(
      await screen.findByText('Ahora mismo tengo problemas para conectarme. Inténtalo de nuevo en un momento.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(CHAT_FAILURE_REPLY)).toBeNull();
  });

  it('times her messages the es-US way and reads who said what in Spanish', async () => {
    await setLanguage('es');
    const history: ChatMessage[] = [
      { id: 'm1', message: '¿Puedo comer brie?', isFromUser: true, timestamp: '2026-05-04T14:05:00.000Z' },
      { id: 'm2', message: 'Solo si es **pasteurizado**.', isFromUser: false, timestamp: '2026-05-04T14:06:00.000Z' },
    ];
    signedIn({ 'GET /api/chat/messages': [200, history] });
    renderWithApp(<ChatPage />, { path: '/chat' });
    const conversation = await screen.findByRole('region', { name: 'Conversación' });
    const mine = await within(conversation).findByText('¿Puedo comer brie?');
    expect(mine.parentElement).toHaveTextContent(/^Tú: ¿Puedo comer brie\?/);
    const times = within(conversation).getAllByText(/^\d{1,2}:0[56]\sp\.\s?m\.$/);
    expect(times).toHaveLength(2);
    expect(screen.queryByText(/PM$/)).toBeNull();
  });

  it('keeps the English starters and failure reply word for word', async () => {
    await setLanguage('en');
    expect(starterQuestions(8)[0]).toBe('What should I know this week?');
    expect(i18n.t('failureReply', { ns: 'chat' })).toBe(CHAT_FAILURE_REPLY);
  });
});

describe('the usage card in Spanish', () => {
  const status = (textChat: Partial<UsageStatus['textChat']>, available = 0): UsageStatus => ({
    textChat: { used: false, sessionActive: false, sessionTimeRemaining: 0, resetTime: null, ...textChat },
    tokens: { available },
  });

  it.each([
    [2 * 3600_000 + 1000, 'Se renueva en 3 horas'],
    [60_000, 'Se renueva en 1 hora'],
  ])('counts the hours to the reset with plurals (%i ms → %s)', async (ms, text) => {
    await setLanguage('es');
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = new Date('2026-05-04T10:00:00.000Z');
    vi.setSystemTime(now);
    signedIn({
      'GET /api/user/usage-status': [
        200,
        status({ used: true, resetTime: new Date(now.getTime() + ms).toISOString() }, 2),
      ],
    });
    renderWithApp(<Usage />);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tu chat con BLOOM' })).toBeInTheDocument();
    expect(screen.getByText('Chat de texto')).toBeInTheDocument();
    expect(screen.getByText('Sin sesión activa')).toBeInTheDocument();
    expect(screen.getByText('Tokens extra')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir el chat' })).toHaveAttribute('href', '/chat');
  });

  it('names the live session and the promo code dialog in Spanish', async () => {
    await setLanguage('es');
    signedIn({
      'GET /api/user/usage-status': [200, status({ used: true, sessionActive: true, sessionTimeRemaining: 301 })],
    });
    renderWithApp(<Usage />);
    expect(await screen.findByRole('timer', { name: 'Te quedan 05:01 de tu sesión de chat' })).toBeInTheDocument();
    expect(screen.getByText('Activa ahora')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Canjear código promocional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Canjear código promocional' });
    expect(within(dialog).getByLabelText('Código promocional')).toHaveAttribute(
      'placeholder',
      'Escribe el código promocional',
    );
    expect(within(dialog).getByRole('button', { name: 'Canjear' })).toBeInTheDocument();
  });
});
