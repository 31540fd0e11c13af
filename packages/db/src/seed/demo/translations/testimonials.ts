// Amharic and Afaan Oromo versions of the demo testimonials, keyed by the person's full name.
import type { DemoTranslations } from "./shared.ts";

export const testimonials: DemoTranslations = {
  "Hana Tesfaye": {
    am: {
      clients_say:
        "የStipendium Hungaricum ማስታወቂያን እዚህ አገኘሁት፤ አማካሪዬ የማበረታቻ ደብዳቤዬን እያንዳንዱን ረቂቅ አነበበች። አሁን በቡዳፔስት ኮምፒውተር ሳይንስ እየተማርኩ ነው።",
    },
    om: {
      clients_say:
        "Beeksisa Stipendium Hungaricum asitti argadhe, gorsituun koo barreeffama xalayaa kaka'umsa koo hunda dubbifte. Amma Budaapeestitti saayinsii kompiitaraa baradhaa jira.",
    },
  },
  "Dawit Lemma": {
    am: {
      clients_say:
        "የልምምድ ቃለ መጠይቆቹ ልዩነት ፈጠሩ። የChevening ኮሚቴ ስለ አመራር ሲጠይቀኝ ከመደናገጥ ይልቅ ሦስት እውነተኛ ታሪኮች ተዘጋጅተውልኝ ነበር።",
    },
    om: {
      clients_say:
        "Af-gaaffiiwwan shaakalaa garaagarummaa fidan. Koreen Chevening yeroo waa'ee hoggansaa na gaafatu, rifachuu mannaa seenaa dhugaa sadii qopheeffadheen ture.",
    },
  },
  "Meron Alemu": {
    am: {
      clients_say:
        "የIELTS ቫውቸር መክፈል ሳልችል Born To Win ከፈለልኝ። ከሁለት ወር በኋላ 7.5 ውጤትና በሕብረተሰብ ጤና የሁለተኛ ዲግሪ ተቀባይነት አገኘሁ።",
    },
    om: {
      clients_say:
        "Yeroo kaffaluu hin dandeenyetti Born To Win vaawucharii IELTS naaf kaffale. Ji'a lama booda qabxii 7.5 fi carraa digrii 2ffaa fayyaa hawaasaa argadhe.",
    },
  },
  "Yonas Girma": {
    am: {
      clients_say:
        "ከተመረቅሁ በኋላ ምንም የሥራ ማሳያ ሳይኖረኝ የዲጂታል ክህሎት ሥልጠናውን ተቀላቀልሁ። እዚያ የሠራኋቸው ፕሮጀክቶች አዲስ አበባ በሚገኝ የፋይናንስ ቴክኖሎጂ ኩባንያ የመጀመሪያ የሥራ ልምምዴን አስገኙልኝ።",
    },
    om: {
      clients_say:
        "Erga eebbifamee booda kuusaa hojii tokko malee leenjii dandeettii dijitaalaatti makame. Pirojektoonni achitti hojjedhe shaakala hojii koo isa jalqabaa dhaabbata teeknooloojii faayinaansii Finfinnee keessaa naaf argamsiisan.",
    },
  },
  "Selamawit Haile": {
    am: {
      clients_say:
        "ጀማሪ ንግዳችን በሃሳብ ማቅረቢያ ቀኑ ቀርቦ የመነሻ ገንዘብ ድጋፍ አሸነፈ። በዚያ ቀን ያገኘናቸው አማካሪዎች አሁንም በየወሩ ጥያቄዎቻችንን ይመልሳሉ።",
    },
    om: {
      clients_say:
        "Daldalli haaraan keenya guyyaa yaada dhiyeessuu irratti dhiyaatee deeggarsa maallaqa jalqabaa mo'ate. Gorsitoonni guyyaa sana argine ammas ji'a ji'aan gaaffii keenyaaf deebii kennu.",
    },
  },
  "Abel Mekonnen": {
    am: {
      clients_say:
        "የሲቪ ናሙናውና የማመልከቻ ደብዳቤ መመሪያው ቀላልና ተግባራዊ ነበሩ። ሲቪዬን በአንድ ምሽት እንደገና ጻፍሁት፤ ከቀጣሪዎችም ምላሽ ማግኘት ጀመርሁ።",
    },
    om: {
      clients_say:
        "Fakkeenyi CV fi qajeelfamni xalayaa iyyannoo salphaa fi hojiirra kan oolu turan. CV koo galgala tokkoon irra deebi'ee barreesse, qacartoota irraas deebii argachuu jalqabe.",
    },
  },
};
