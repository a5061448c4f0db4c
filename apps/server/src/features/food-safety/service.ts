import type {
  FoodRecallInfo,
  FoodSearchResult,
  NutritionItem,
  RecentFoodChecks,
  UpcLookupResult,
} from '@bloom/contract';
import {
  LIVE_FDA_UNAVAILABLE_MESSAGE,
  LIVE_SEARCH_PAUSED_MESSAGE,
  LIVE_USDA_AND_FDA_UNAVAILABLE_MESSAGE,
  LIVE_USDA_UNAVAILABLE_MESSAGE,
  OPEN_FOOD_FACTS_UNAVAILABLE_MESSAGE,
  PRODUCT_INFO_UNAVAILABLE_MESSAGE,
  PRODUCT_LOOKUP_OFF_MESSAGE,
  PRODUCT_LOOKUP_PAUSED_MESSAGE,
  UPC_LOOKUPS_PAUSED_MESSAGE,
} from '@bloom/contract';
import { validateBarcode } from '@bloom/knowledge';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { upstreamSource } from '../../platform/upstream/registry.ts';
import { UpstreamError } from '../../platform/upstream/upstream-error.ts';
import type { Fetched } from '../../platform/upstream/upstream-source.ts';
import { localAnswer } from './local-knowledge.ts';
import { createOpenFdaClient, type OpenFdaClient } from './openfda-client.ts';
import { createOpenFoodFactsClient, type OpenFoodFactsClient } from './openfoodfacts-client.ts';
import { foundProduct, notFound, notLookedUp, type Barcode } from './product-answer.ts';
import { checkOf, createCheckRecorder, recentChecks, type CheckRecorder } from './recent-checks.ts';
import { createUsdaClient, type UsdaClient } from './usda-client.ts';

// Every lookup may reach shared API allowances (USDA's DEMO_KEY is 30 an hour per IP), so one
// person cannot spend them all; far above what a person types. Past it she still gets BLOOM's own
// answer, only without live data, for the rest of the minute.
const LOOKUPS_PER_MINUTE = 30;

interface FoodSafetyClients {
  usda: UsdaClient;
  openFda: OpenFdaClient;
  openFoodFacts: OpenFoodFactsClient;
}

// Cheap wrappers: the state (cache, circuit breaker) is the app's one UpstreamSource per API.
function clientsOf(ctx: AppContext): FoodSafetyClients {
  const { config } = ctx;
  return {
    usda: createUsdaClient(upstreamSource(ctx, 'USDA FoodData Central'), config.usda),
    openFda: createOpenFdaClient(upstreamSource(ctx, 'openFDA'), { baseUrl: config.openFdaBaseUrl }),
    openFoodFacts: createOpenFoodFactsClient(upstreamSource(ctx, 'Open Food Facts'), {
      baseUrl: config.openFoodFactsBaseUrl,
    }),
  };
}

function logFailure(ctx: AppContext, error: unknown) {
  if (error instanceof UpstreamError) {
    ctx.log.warn({ upstream: error.upstream, kind: error.kind, status: error.status }, 'live data unavailable');
  } else {
    ctx.log.error({ err: error }, 'live data lookup failed unexpectedly');
  }
}

/**
 * False once the user has spent this minute's live lookups. If the counter itself cannot be
 * reached (Redis down) the lookup goes ahead: the upstreams' own limits and circuit breakers
 * still stand, and the answer must not fail for it.
 */
async function mayLookUpLive(ctx: AppContext, userId: string): Promise<boolean> {
  try {
    return await ctx.rateLimiter.hit(`food-safety:${userId}`, LOOKUPS_PER_MINUTE, 60_000);
  } catch (error) {
    ctx.log.error({ err: error }, 'live lookup limit could not be checked');
    return true;
  }
}

/**
 * The app's one recorder of Recent Checks (built by the routes, drained when the app closes):
 * every answered search becomes her newest Recent Check; failing to note it never fails the search.
 */
export const foodCheckRecorder = (ctx: AppContext): CheckRecorder =>
  createCheckRecorder(ctx.database.db, (error) =>
    ctx.log.error({ err: error }, 'could not record a recent food check'),
  );

export async function searchFood(
  ctx: AppContext,
  checks: CheckRecorder,
  userId: string,
  term: string,
): Promise<FoodSearchResult> {
  const result = await answerSearch(ctx, userId, term);
  checks.note(userId, checkOf(term, result));
  return result;
}

/** Local knowledge first; USDA nutrition and openFDA recalls alongside when live data is on. */
async function answerSearch(ctx: AppContext, userId: string, term: string): Promise<FoodSearchResult> {
  const local = localAnswer(term);
  const offline = {
    ...local,
    hasRealData: false,
    lastUpdated: null,
    recallInfo: null,
    nutritionData: [],
    error: null,
  };
  if (!ctx.config.liveData) return offline;
  // Only live lookups are limited: they spend the shared upstream quota; local answers are cheap
  // and are always given.
  if (!(await mayLookUpLive(ctx, userId))) return { ...offline, error: LIVE_SEARCH_PAUSED_MESSAGE };

  // Both calls carry the upstream timeout, so this settles within it even if both hang.
  const clients = clientsOf(ctx);
  const [usda, fda] = await Promise.allSettled([clients.usda.searchFoods(term), clients.openFda.foodRecalls(term)]);
  const answered: Fetched<unknown>[] = [];
  let nutritionData: NutritionItem[] = [];
  let recallInfo: FoodRecallInfo | null = null;
  if (usda.status === 'fulfilled') {
    answered.push(usda.value);
    nutritionData = usda.value.value;
  } else logFailure(ctx, usda.reason);
  if (fda.status === 'fulfilled' && fda.value) {
    answered.push(fda.value);
    recallInfo = fda.value.value;
  } else if (fda.status === 'rejected') logFailure(ctx, fda.reason);

  const usdaFailed = usda.status === 'rejected';
  const fdaFailed = fda.status === 'rejected';
  const error =
    usdaFailed && fdaFailed
      ? LIVE_USDA_AND_FDA_UNAVAILABLE_MESSAGE
      : usdaFailed
        ? LIVE_USDA_UNAVAILABLE_MESSAGE
        : fdaFailed
          ? LIVE_FDA_UNAVAILABLE_MESSAGE
          : null;
  // The data is as old as its oldest part.
  const oldest = answered.map((a) => a.fetchedAt.getTime()).sort((a, b) => a - b)[0];
  return {
    ...local,
    hasRealData: answered.length > 0,
    lastUpdated: oldest === undefined ? null : new Date(oldest).toISOString(),
    recallInfo,
    nutritionData,
    error,
  };
}

/** Open Food Facts product data, assessed against the knowledge base's pregnancy risk terms. */
export async function lookupUpc(ctx: AppContext, userId: string, upc: string): Promise<UpcLookupResult> {
  const validation = validateBarcode(upc);
  if (!validation.ok) throw badRequest(validation.message, { upc: validation.message });
  const barcode: Barcode = { upc, kind: validation.kind, checkDigitValid: validation.checkDigitValid };
  if (!ctx.config.liveData) return notLookedUp(barcode, PRODUCT_LOOKUP_OFF_MESSAGE, null);
  if (!(await mayLookUpLive(ctx, userId)))
    return notLookedUp(barcode, PRODUCT_LOOKUP_PAUSED_MESSAGE, UPC_LOOKUPS_PAUSED_MESSAGE);
  try {
    const { value, fetchedAt } = await clientsOf(ctx).openFoodFacts.product(upc);
    return value.found && value.product
      ? foundProduct(barcode, value.product, fetchedAt)
      : notFound(barcode, fetchedAt);
  } catch (error) {
    logFailure(ctx, error);
    return notLookedUp(barcode, PRODUCT_INFO_UNAVAILABLE_MESSAGE, OPEN_FOOD_FACTS_UNAVAILABLE_MESSAGE);
  }
}

/** Her Recent Checks, once the checks she just made on this instance are written. */
export async function recentFoodChecks(db: Db, checks: CheckRecorder, userId: string): Promise<RecentFoodChecks> {
  await checks.settled(userId);
  return recentChecks(db, userId);
}
