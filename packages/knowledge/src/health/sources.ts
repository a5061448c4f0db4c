import type { SourceRef } from '../types.ts';

/**
 * Pages the health records cite. Each record keeps its own source; this file only avoids
 * retyping the same page. REVIEWED is the day the records were last checked against the
 * project's checked health facts and these pages.
 */
export const REVIEWED = '2026-11-23';
/**
 * The day the wave-3 tools' pages (weight, kicks, contractions, checklists, reminders, partner
 * tips) were looked up one by one; only a page actually found (its organisation, address and title)
 * carries this date. The others keep REVIEWED until someone finds them.
 */
export const CHECKED = '2026-11-26';

const ref = (organization: string, title: string, url: string, reviewed = REVIEWED): SourceRef => ({
  organization,
  title,
  url,
  reviewed,
});

const CDC = 'Centers for Disease Control and Prevention (CDC)';
const FDA = 'U.S. Food and Drug Administration (FDA)';
const ACOG = 'American College of Obstetricians and Gynecologists (ACOG)';
const NIH_ODS = 'NIH Office of Dietary Supplements';
const NICHD = 'Eunice Kennedy Shriver National Institute of Child Health and Human Development (NICHD)';

export const S = {
  cdcVaccines: ref(CDC, 'Vaccines During Pregnancy', 'https://www.cdc.gov/vaccines-pregnancy/'),
  cdcHearHer: ref(
    CDC,
    'Urgent Maternal Warning Signs (Hear Her)',
    'https://www.cdc.gov/hearher/maternal-warning-signs/',
  ),
  cdcFolicAcid: ref(CDC, 'Folic acid', 'https://www.cdc.gov/folic-acid/'),
  cdcListeria: ref(CDC, 'Listeria and pregnancy', 'https://www.cdc.gov/listeria/'),
  cdcAlcohol: ref(CDC, 'Fetal Alcohol Spectrum Disorders', 'https://www.cdc.gov/fasd/'),
  cdcToxoplasmosis: ref(CDC, 'Toxoplasmosis', 'https://www.cdc.gov/toxoplasmosis/'),
  cdcPertussis: ref(CDC, 'Whooping cough (pertussis)', 'https://www.cdc.gov/pertussis/'),
  cdcRsv: ref(CDC, 'Respiratory syncytial virus (RSV)', 'https://www.cdc.gov/rsv/'),
  // The pregnancy page's address could not be confirmed (2026-11-26): CDC's flu section instead.
  cdcFluPregnancy: ref(CDC, 'Influenza (Flu)', 'https://www.cdc.gov/flu/'),
  cdcBreastfeeding: ref(CDC, 'Breastfeeding', 'https://www.cdc.gov/breastfeeding/'),
  fdaFood: ref(
    FDA,
    'Food Safety for Pregnant Women, Their Unborn Babies, and Children Under Five',
    'https://www.fda.gov/food/people-risk-foodborne-illness/food-safety-pregnant-women-their-unborn-babies-and-children-under-five',
  ),
  fdaFish: ref(
    `${FDA} and EPA`,
    'Advice about Eating Fish',
    'https://www.fda.gov/food/consumers/advice-about-eating-fish',
  ),
  fsisTemperatures: ref(
    'USDA Food Safety and Inspection Service (FSIS)',
    'Safe Minimum Internal Temperature Chart',
    'https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/safe-temperature-chart',
  ),
  fdaSupplements: ref(FDA, 'Dietary supplements', 'https://www.fda.gov/food/dietary-supplements'),
  fdaMedicinePregnancy: ref(
    FDA,
    'Medicine and Pregnancy',
    'https://www.fda.gov/consumers/free-publications-women/medicine-and-pregnancy',
  ),
  fdaNsaids: ref(
    FDA,
    'FDA recommends avoiding use of NSAIDs in pregnancy at 20 weeks or later',
    'https://www.fda.gov/drugs/drug-safety-and-availability/fda-recommends-avoiding-use-nsaids-pregnancy-20-weeks-or-later-because-they-can-result-low-amniotic',
  ),
  fdaStatins: ref(
    FDA,
    'FDA requests removal of strongest warning against using statins during pregnancy',
    'https://www.fda.gov/drugs/drug-safety-and-availability/fda-requests-removal-strongest-warning-against-using-cholesterol-lowering-statins-during-pregnancy',
  ),
  motherToBaby: ref(
    'MotherToBaby (Organization of Teratology Information Specialists)',
    'Fact sheets on medicines in pregnancy',
    'https://mothertobaby.org/fact-sheets/',
  ),
  uspstfAspirin: ref(
    'U.S. Preventive Services Task Force (USPSTF)',
    'Aspirin use to prevent preeclampsia and related morbidity and mortality',
    'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/low-dose-aspirin-use-for-the-prevention-of-morbidity-and-mortality-from-preeclampsia-preventive-medication',
  ),
  acogCaffeine: ref(
    `${ACOG}, Committee Opinion 462`,
    'Moderate Caffeine Consumption During Pregnancy',
    'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2010/08/moderate-caffeine-consumption-during-pregnancy',
  ),
  acogWeightGain: ref(
    `${ACOG}, Committee Opinion 548 (Institute of Medicine 2009 ranges)`,
    'Weight Gain During Pregnancy',
    'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2013/01/weight-gain-during-pregnancy',
  ),
  iomWeightGain: ref(
    'Institute of Medicine (IOM) and National Research Council, 2009',
    'Weight Gain During Pregnancy: Reexamining the Guidelines',
    // The report's DOI (National Academies Press record 12584), which leads to its page there.
    'https://doi.org/10.17226/12584',
    CHECKED,
  ),
  cdcWeightGain: ref(
    CDC,
    'Weight Gain During Pregnancy',
    'https://www.cdc.gov/maternal-infant-health/pregnancy-weight/index.html',
  ),
  cdcBmi: ref(CDC, 'Adult BMI Categories', 'https://www.cdc.gov/bmi/adult-calculator/bmi-categories.html'),
  acogExercise: ref(
    `${ACOG}, Committee Opinion 804`,
    'Physical Activity and Exercise During Pregnancy and the Postpartum Period',
    'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2020/04/physical-activity-and-exercise-during-pregnancy-and-the-postpartum-period',
  ),
  acogTerm: ref(
    `${ACOG}, Committee Opinion 579`,
    'Definition of Term Pregnancy',
    'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2013/11/definition-of-term-pregnancy',
  ),
  acogDueDate: ref(
    `${ACOG}, Committee Opinion 700`,
    'Methods for Estimating the Due Date',
    'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2017/05/methods-for-estimating-the-due-date',
  ),
  acogFetusGrows: ref(
    ACOG,
    'How Your Fetus Grows During Pregnancy (FAQ)',
    'https://www.acog.org/womens-health/faqs/how-your-fetus-grows-during-pregnancy',
  ),
  acogFetalMonitoring: ref(
    ACOG,
    'Special Tests for Monitoring Fetal Well-Being (FAQ)',
    'https://www.acog.org/womens-health/faqs/special-tests-for-monitoring-fetal-well-being',
  ),
  acogPartner: ref(
    ACOG,
    'A Partner’s Guide to Pregnancy (FAQ)',
    'https://www.acog.org/womens-health/faqs/a-partners-guide-to-pregnancy',
  ),
  acogNutrition: ref(
    ACOG,
    'Nutrition During Pregnancy (FAQ)',
    'https://www.acog.org/womens-health/faqs/nutrition-during-pregnancy',
  ),
  acogExerciseFaq: ref(
    ACOG,
    'Exercise During Pregnancy (FAQ)',
    'https://www.acog.org/womens-health/faqs/exercise-during-pregnancy',
  ),
  acogRoutineTests: ref(
    ACOG,
    'Routine Tests During Pregnancy (FAQ)',
    'https://www.acog.org/womens-health/faqs/routine-tests-during-pregnancy',
  ),
  acogGeneticScreening: ref(
    ACOG,
    'Prenatal Genetic Screening Tests (FAQ)',
    'https://www.acog.org/womens-health/faqs/prenatal-genetic-screening-tests',
  ),
  acogUltrasound: ref(ACOG, 'Ultrasound Exams (FAQ)', 'https://www.acog.org/womens-health/faqs/ultrasound-exams'),
  acogGestationalDiabetes: ref(
    ACOG,
    'Gestational Diabetes (FAQ)',
    'https://www.acog.org/womens-health/faqs/gestational-diabetes',
  ),
  acogPreeclampsia: ref(
    ACOG,
    'Preeclampsia and High Blood Pressure During Pregnancy (FAQ)',
    'https://www.acog.org/womens-health/faqs/preeclampsia-and-high-blood-pressure-during-pregnancy',
  ),
  acogGbs: ref(
    ACOG,
    'Group B Strep and Pregnancy (FAQ)',
    'https://www.acog.org/womens-health/faqs/group-b-strep-and-pregnancy',
  ),
  acogGbsScreening: ref(
    `${ACOG}, Committee Opinion 797`,
    'Prevention of Group B Streptococcal Early-Onset Disease in Newborns',
    'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2020/02/prevention-of-group-b-streptococcal-early-onset-disease-in-newborns',
  ),
  acogPostpartumCare: ref(
    `${ACOG}, Committee Opinion 736`,
    'Optimizing Postpartum Care',
    'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2018/05/optimizing-postpartum-care',
  ),
  acogPreterm: ref(
    ACOG,
    'Preterm Labor and Birth (FAQ)',
    'https://www.acog.org/womens-health/faqs/preterm-labor-and-birth',
  ),
  nichdPreterm: ref(
    NICHD,
    'What are the symptoms of preterm labor?',
    'https://www.nichd.nih.gov/health/topics/preterm/conditioninfo/symptoms',
    CHECKED,
  ),
  acogLabor: ref(
    ACOG,
    'How to Tell When Labor Begins (FAQ)',
    'https://www.acog.org/womens-health/faqs/how-to-tell-when-labor-begins',
    CHECKED,
  ),
  acogPastDue: ref(
    ACOG,
    'When Pregnancy Goes Past Your Due Date (FAQ)',
    'https://www.acog.org/womens-health/faqs/when-pregnancy-goes-past-your-due-date',
  ),
  acogTravel: ref(
    ACOG,
    'Travel During Pregnancy (FAQ)',
    'https://www.acog.org/womens-health/faqs/travel-during-pregnancy',
  ),
  acogBackPain: ref(
    ACOG,
    'Back Pain During Pregnancy (FAQ)',
    'https://www.acog.org/womens-health/faqs/back-pain-during-pregnancy',
  ),
  acogNausea: ref(
    ACOG,
    'Morning Sickness: Nausea and Vomiting of Pregnancy (FAQ)',
    'https://www.acog.org/womens-health/faqs/morning-sickness-nausea-and-vomiting-of-pregnancy',
  ),
  acogSubstances: ref(
    ACOG,
    'Tobacco, Alcohol, Drugs, and Pregnancy (FAQ)',
    'https://www.acog.org/womens-health/faqs/tobacco-alcohol-drugs-and-pregnancy',
  ),
  acogBreastfeeding: ref(
    ACOG,
    'Breastfeeding Your Baby (FAQ)',
    'https://www.acog.org/womens-health/faqs/breastfeeding-your-baby',
  ),
  acogPostpartumDepression: ref(
    ACOG,
    'Postpartum Depression (FAQ)',
    'https://www.acog.org/womens-health/faqs/postpartum-depression',
  ),
  acogCarSafety: ref(
    ACOG,
    'Car Safety for You and Your Baby (FAQ)',
    'https://www.acog.org/womens-health/faqs/car-safety-for-you-and-your-baby',
  ),
  // The checklists (issue 34): hospital bag, birth preferences, before the baby comes.
  nhsHospitalBag: ref(
    'NHS (National Health Service, England)',
    'Pack your bag for labour',
    'https://www.nhs.uk/pregnancy/labour-and-birth/preparing-for-the-birth/pack-your-bag-for-labour/',
  ),
  nhsBirthPlan: ref(
    'NHS (National Health Service, England)',
    'How to make a birth plan',
    'https://www.nhs.uk/pregnancy/labour-and-birth/preparing-for-the-birth/how-to-make-a-birth-plan/',
  ),
  acogPainRelief: ref(
    ACOG,
    'Medications for Pain Relief During Labor and Delivery (FAQ)',
    'https://www.acog.org/womens-health/faqs/medications-for-pain-relief-during-labor-and-delivery',
  ),
  acogLimitIntervention: ref(
    `${ACOG}, Committee Opinion 766`,
    'Approaches to Limit Intervention During Labor and Birth',
    'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2019/02/approaches-to-limit-intervention-during-labor-and-birth',
  ),
  acogCordClamping: ref(
    `${ACOG}, Committee Opinion 814`,
    'Delayed Umbilical Cord Clamping After Birth',
    'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2020/12/delayed-umbilical-cord-clamping-after-birth',
  ),
  acogCesarean: ref(ACOG, 'Cesarean Birth (FAQ)', 'https://www.acog.org/womens-health/faqs/cesarean-birth'),
  acogPostpartumBirthControl: ref(
    ACOG,
    'Postpartum Birth Control (FAQ)',
    'https://www.acog.org/womens-health/faqs/postpartum-birth-control',
  ),
  aapCarSeats: ref(
    'American Academy of Pediatrics (AAP), HealthyChildren.org',
    'Car Seats: Information for Families',
    'https://www.healthychildren.org/English/safety-prevention/on-the-go/Pages/Car-Safety-Seats-Information-for-Families.aspx',
  ),
  nhtsaCarSeats: ref(
    'National Highway Traffic Safety Administration (NHTSA)',
    'Car Seats and Booster Seats',
    'https://www.nhtsa.gov/vehicle-safety/car-seats-and-booster-seats',
    CHECKED,
  ),
  aapSafeSleep: ref(
    'American Academy of Pediatrics (AAP), HealthyChildren.org',
    'How to Keep Your Sleeping Baby Safe: AAP Policy Explained',
    'https://www.healthychildren.org/English/ages-stages/baby/sleep/Pages/A-Parents-Guide-to-Safe-Sleep.aspx',
  ),
  odsFolate: ref(NIH_ODS, 'Folate fact sheet', 'https://ods.od.nih.gov/factsheets/Folate-HealthProfessional/'),
  odsIron: ref(NIH_ODS, 'Iron fact sheet', 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/'),
  odsIodine: ref(NIH_ODS, 'Iodine fact sheet', 'https://ods.od.nih.gov/factsheets/Iodine-HealthProfessional/'),
  odsCalcium: ref(NIH_ODS, 'Calcium fact sheet', 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/'),
  odsCholine: ref(NIH_ODS, 'Choline fact sheet', 'https://ods.od.nih.gov/factsheets/Choline-HealthProfessional/'),
  odsVitaminA: ref(NIH_ODS, 'Vitamin A fact sheet', 'https://ods.od.nih.gov/factsheets/VitaminA-HealthProfessional/'),
  odsVitaminD: ref(NIH_ODS, 'Vitamin D fact sheet', 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/'),
  odsOmega3: ref(
    NIH_ODS,
    'Omega-3 fatty acids fact sheet',
    'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
  ),
} as const;
