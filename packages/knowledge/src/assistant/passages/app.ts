import { bloomScreen } from '../sources.ts';
import type { ChatRecord } from '../types.ts';

// How to use BLOOM itself. The links are the app's own routes and dashboard anchors.

function screen(id: string, title: string, path: string, text: string, keywords: string[]): ChatRecord {
  return { id, title, text, topic: 'app', keywords, source: bloomScreen(title, path) };
}

export const appRecords: ChatRecord[] = [
  screen(
    'app-log-symptom',
    'Logging a symptom',
    '/#health-tracking',
    'On the [dashboard](/#health-tracking), tap **Add Symptom** in Health Tracking. Give the symptom a name, pick a severity from 1 (very mild) to 5 (very severe), add notes if you like and save. Your latest symptoms appear on the dashboard, and the full history is on the Health Tracking page.',
    ['log a symptom', 'add symptom', 'symptom', 'symptoms', 'track symptoms', 'record a symptom', 'severity', 'log'],
  ),
  screen(
    'app-mood',
    'Updating your mood',
    '/#health-tracking',
    'On the [dashboard](/#health-tracking), tap **Update Mood** in Health Tracking, choose how you feel, set your energy from 1 to 5, add tags or notes, and save.',
    ['update mood', 'log mood', 'mood', 'track mood', 'energy', 'how i feel', 'mood tracker'],
  ),
  screen(
    'app-health-tracking',
    'Health Tracking page',
    '/tracking',
    'The [Health Tracking page](/tracking) shows the number of symptoms and moods logged, your average severity and energy, and your last 10 symptoms and moods.',
    ['health tracking', 'tracking page', 'history', 'symptom history', 'mood history', 'stats', 'track'],
  ),
  screen(
    'app-calendar',
    'Calendar, food and activity tracking',
    '/',
    'The pregnancy calendar on your [dashboard](/) holds notes, events and milestones for each day. Use it to track what you ate (add at least one food item) and your activities (add at least one activity, with your energy level).',
    ['calendar', 'track food', 'food tracking', 'food diary', 'log food', 'meals', 'what i ate', 'activity', 'activities', 'exercise log', 'track activity', 'event', 'milestone', 'note', 'entry'],
  ),
  screen(
    'app-food-checker',
    'Food safety checker and UPC scanner',
    '/#food-safety',
    'The [Food Safety Check](/#food-safety) on your dashboard has two tabs. **Food Search**: type a food or ingredient to see whether it is safe, caution or avoid, with the reason and tips. **UPC Scanner**: enter the barcode digits (8 to 14) of a packaged product to check its ingredients.',
    ['food safety checker', 'food checker', 'check a food', 'food search', 'barcode', 'upc', 'scanner', 'scan', 'scan a product', 'product', 'ingredients', 'label'],
  ),
  screen(
    'app-providers',
    'Finding a provider and booking',
    '/providers',
    'On [Providers](/providers) you can search by specialty, insurance and ZIP code, compare ratings and distance, and book an appointment with a provider. Your upcoming appointments show on the dashboard.',
    ['provider', 'providers', 'find a doctor', 'doctor', 'obgyn', 'ob gyn', 'midwife', 'book', 'booking', 'appointment', 'appointments', 'schedule', 'insurance', 'zip code', 'near me', 'clinic'],
  ),
  screen(
    'app-education',
    'Learn: the education hub',
    '/education',
    'The [Learn hub](/education) has articles on nutrition, preparation, wellness and your baby’s development, which you can filter by week and category.',
    ['learn', 'education', 'articles', 'read', 'guides', 'resources', 'weekly information', 'guidelines'],
  ),
  screen(
    'app-profile',
    'Profile Settings',
    '/profile',
    'In [Profile Settings](/profile) you can update your name and how many weeks pregnant you are (so BLOOM’s answers fit your week), change your password, download your data and delete your account.',
    ['profile', 'settings', 'account', 'change my name', 'update weeks', 'due date', 'change password', 'password', 'edit profile', 'my week'],
  ),
  screen(
    'app-data',
    'Exporting or deleting your data',
    '/profile',
    'Under My data in [Profile Settings](/profile) you can download everything BLOOM holds about you (as JSON, a FHIR bundle or a calendar file), or delete your account and its data for good.',
    ['export', 'download my data', 'my data', 'delete account', 'delete my account', 'delete my data', 'privacy', 'remove account', 'close account', 'fhir'],
  ),
  screen(
    'app-partner-sync',
    'Partner sync',
    '/',
    'Partner sync lets a partner follow along: the partner sends a sync request to your email from their account, you approve it on your [dashboard](/), and they can then see your week, recent symptoms, moods and appointments, read-only. Your partner can remove the connection from their side.',
    ['partner', 'partner sync', 'sync', 'share', 'husband', 'wife', 'spouse', 'boyfriend', 'connect', 'invite'],
  ),
  screen(
    'app-chat-limit',
    'Chat sessions and bonus tokens',
    '/profile',
    'Each account gets one chat session with BLOOM a day; the usage card on the dashboard shows your allowance, a countdown while a session is open and when it resets. Redeem a promo code in [Profile Settings](/profile) for bonus tokens, which you can use once the daily session is used up.',
    ['chat limit', 'limit', 'session', 'sessions', 'tokens', 'bonus tokens', 'promo', 'promo code', 'coupon', 'code', 'redeem', 'usage', 'more chats', 'reset'],
  ),
  screen(
    'app-about-bloom',
    'About BLOOM chat',
    '/chat',
    'I am BLOOM, the assistant in this app. I answer questions about food safety, medicines, vaccines, warning signs and your week of pregnancy from checked sources such as CDC, FDA and ACOG, and I can help you find your way around the app. I am not a doctor and cannot diagnose or give doses, so your provider has the final word.',
    ['who are you', 'what can you do', 'bloom', 'help', 'assistant', 'chatbot', 'are you a doctor', 'are you real', 'ai'],
  ),
];
