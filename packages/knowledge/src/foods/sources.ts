import type { SourceRef } from '../types.ts';

// The facts file gives no per-page review dates, so every record carries the
// date the knowledge base was last checked against it.
export const REVIEWED = '2026-11-01';

export const FDA_PREGNANCY: SourceRef = {
  organization: 'U.S. Food and Drug Administration (FDA)',
  title: 'Food Safety for Pregnant Women, Their Unborn Babies, and Children Under Five',
  url: 'https://www.fda.gov/food/people-risk-foodborne-illness/food-safety-pregnant-women-their-unborn-babies-and-children-under-five',
  reviewed: REVIEWED,
};

export const FDA_EPA_FISH: SourceRef = {
  organization: 'U.S. Food and Drug Administration (FDA) and Environmental Protection Agency (EPA)',
  title: 'Advice about Eating Fish',
  url: 'https://www.fda.gov/food/consumers/advice-about-eating-fish',
  reviewed: REVIEWED,
};

export const USDA_FSIS_TEMPERATURES: SourceRef = {
  organization: 'USDA Food Safety and Inspection Service (FSIS)',
  title: 'Safe Minimum Internal Temperature Chart',
  url: 'https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/safe-temperature-chart',
  reviewed: REVIEWED,
};

export const CDC_LISTERIA: SourceRef = {
  organization: 'Centers for Disease Control and Prevention (CDC)',
  title: 'Listeria and pregnancy',
  url: 'https://www.cdc.gov/listeria/',
  reviewed: REVIEWED,
};

export const CDC_ALCOHOL: SourceRef = {
  organization: 'Centers for Disease Control and Prevention (CDC)',
  title: 'Alcohol use during pregnancy (Fetal Alcohol Spectrum Disorders)',
  url: 'https://www.cdc.gov/fasd/',
  reviewed: REVIEWED,
};

export const CDC_FOLIC_ACID: SourceRef = {
  organization: 'Centers for Disease Control and Prevention (CDC)',
  title: 'Folic acid',
  url: 'https://www.cdc.gov/folic-acid/',
  reviewed: REVIEWED,
};

export const ACOG_CAFFEINE: SourceRef = {
  organization: 'American College of Obstetricians and Gynecologists (ACOG), Committee Opinion 462',
  title: 'Moderate Caffeine Consumption During Pregnancy',
  url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2010/08/moderate-caffeine-consumption-during-pregnancy',
  reviewed: REVIEWED,
};

export const NIH_ODS_VITAMIN_A: SourceRef = {
  organization: 'NIH Office of Dietary Supplements',
  title: 'Vitamin A fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminA-HealthProfessional/',
  reviewed: REVIEWED,
};

export const FDA_SUPPLEMENTS: SourceRef = {
  organization: 'U.S. Food and Drug Administration (FDA)',
  title: 'Dietary supplements',
  url: 'https://www.fda.gov/food/dietary-supplements',
  reviewed: REVIEWED,
};
