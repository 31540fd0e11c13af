// Amharic and Afaan Oromo versions of the demo scholarships, keyed by title.
import type { DemoTranslations } from "./shared.ts";

export const scholarships: DemoTranslations = {
  "Mastercard Foundation Scholars Program": {
    am: {
      title: "የMastercard Foundation ተማሪዎች ፕሮግራም",
      experience: "የሁለተኛ ደረጃ ትምህርት ወይም የመጀመሪያ ዲግሪ፤ ለማኅበረሰብዎ ያሳዩት ቁርጠኝነት",
      description:
        "የትምህርት ችሎታ ላላቸውና አቅማቸው ውስን ለሆኑ ወጣት አፍሪካውያን በአፍሪካና በውጭ ሀገር ባሉ አጋር ዩኒቨርሲቲዎች ሙሉ የትምህርት ዕድል። የትምህርት ክፍያን፣ መኖሪያን፣ የጉዞ ወጪን፣ ላፕቶፕንና የአመራር ሥልጠናን ይሸፍናል፤ ከተመረቁ በኋላ ማኅበረሰብዎን ለማገልገል ቃል ይገባሉ።",
    },
    om: {
      title: "Sagantaa Barattoota Mastercard Foundation",
      experience:
        "Barnoota sadarkaa lammaffaa yookiin digrii jalqabaa; hawaasa keessaniif of kennuu agarsiiftan",
      description:
        "Dargaggoota Afrikaa dandeettii barnootaa qabanii fi humni diinagdee isaanii murtaa'aa ta'eef, yuunivarsiitiiwwan michoota Afrikaa fi biyya alaa keessatti carraa barnootaa guutuu. Kaffaltii barnootaa, bakka jireenyaa, imala, laaptooppii fi leenjii hoggansaa ni kaffala; erga eebbifamtanii booda hawaasa keessan tajaajiluuf waadaa galtu.",
    },
  },
  "DAAD Research Grants: Doctoral Programmes in Germany": {
    am: {
      title: "የDAAD የምርምር ድጋፍ፦ በጀርመን የዶክትሬት ፕሮግራሞች",
      experience: "ሁለተኛ ዲግሪ፣ ብዙውን ጊዜ ባለፉት ስድስት ዓመታት ውስጥ የተጠናቀቀ",
      description:
        "የጀርመን የአካዳሚክ ልውውጥ አገልግሎት በጀርመን ዩኒቨርሲቲ ወይም የምርምር ተቋም እስከ አራት ዓመት የሚቆይ የዶክትሬት ምርምርን ይደግፋል። ወርሃዊ አበል፣ የጤና መድን እና የጉዞ አበል ይጨምራል፤ ከመጀመርዎ በፊት የጀርመንኛ ትምህርት ይሰጣል።",
    },
    om: {
      title: "Deeggarsa Qorannoo DAAD: Sagantaalee Doktoreetii Jarmanii keessatti",
      experience: "Digrii 2ffaa, yeroo baay'ee waggoota ja'an darban keessatti kan xumurame",
      description:
        "Tajaajilli Jijjiirraa Barnootaa Jarmanii qorannoo doktoreetii yuunivarsiitii yookiin dhaabbata qorannoo Jarmanii keessatti hanga waggaa afuriif ni deeggara. Mindaa ji'aa, inshuraansii fayyaa fi kaffaltii imalaa of keessaa qaba; osoo hin jalqabin dura barumsi Afaan Jarmanii ni kennama.",
    },
  },
  "Chevening Scholarships (UK one-year master's)": {
    am: {
      title: "የChevening የትምህርት ዕድል (በዩናይትድ ኪንግደም የአንድ ዓመት ሁለተኛ ዲግሪ)",
      experience: "የመጀመሪያ ዲግሪና ቢያንስ የሁለት ዓመት (2,800 ሰዓት) የሥራ ልምድ",
      description:
        "የዩናይትድ ኪንግደም መንግሥት ለወደፊት መሪዎች የሚሰጠው ዓለም አቀፍ የትምህርት ዕድል፦ በማንኛውም የዩናይትድ ኪንግደም ዩኒቨርሲቲ የአንድ ዓመት ሁለተኛ ዲግሪ፤ የትምህርት ክፍያ፣ የኑሮ አበል፣ የአውሮፕላን ትኬትና ቪዛ ይሸፈናል። ተሸላሚዎች ከትምህርቱ በኋላ ለሁለት ዓመት ወደ ሀገራቸው መመለስ አለባቸው።",
    },
    om: {
      title: "Carraa Barnootaa Chevening (Digrii 2ffaa waggaa tokkoo Biriteen keessatti)",
      experience: "Digrii jalqabaa fi yoo xiqqaate muuxannoo hojii waggaa lamaa (sa'aatii 2,800)",
      description:
        "Carraa barnootaa addunyaa mootummaan Biriteen hoggantoota egeree kennu: yuunivarsiitii Biriteen kamiyyuu keessatti digrii 2ffaa waggaa tokkoo; kaffaltii barnootaa, baasii jireenyaa, tikeetii xayyaaraa fi viizaan ni kaffalama. Warri carraa argatan erga barnootaa booda waggaa lamaaf biyya isaaniitti deebi'uu qabu.",
    },
  },
  "Fulbright Foreign Student Program": {
    am: {
      title: "የFulbright የውጭ ሀገር ተማሪዎች ፕሮግራም",
      experience: "የመጀመሪያ ዲግሪ፤ ጠንካራ የእንግሊዝኛ ችሎታ (TOEFL ወይም IELTS)",
      description:
        "በአሜሪካ የድህረ ምረቃ ትምህርትና ምርምር፤ በኢትዮጵያ የሚያስተዳድረው አዲስ አበባ የሚገኘው የአሜሪካ ኤምባሲ ነው። ለሁለተኛ ዲግሪና ለዶክትሬት ተማሪዎች የትምህርት ክፍያን፣ የኑሮ አበልን፣ የጤና ሽፋንንና የደርሶ መልስ የአውሮፕላን ትኬትን ይሸፍናል።",
    },
    om: {
      title: "Sagantaa Barattoota Biyya Alaa Fulbright",
      experience: "Digrii jalqabaa; dandeettii Afaan Ingiliffaa cimaa (TOEFL yookiin IELTS)",
      description:
        "Barnoota digrii 2ffaa fi ol fi qorannoo Ameerikaa keessatti; Itoophiyaa keessatti kan geggeessu Embaasii Ameerikaa Finfinnee jiru dha. Barattoota digrii 2ffaa fi doktoreetiif kaffaltii barnootaa, baasii jireenyaa, tajaajila fayyaa fi tikeetii xayyaaraa deebii ni kaffala.",
    },
  },
  "MEXT Japanese Government Scholarship for Research Students": {
    am: {
      title: "የጃፓን መንግሥት MEXT የትምህርት ዕድል ለምርምር ተማሪዎች",
      experience: "የመጀመሪያ ዲግሪ፤ ዕድሜ ከ35 ዓመት በታች",
      description:
        "የጃፓን የትምህርት ሚኒስቴር በጃፓን ዩኒቨርሲቲዎች ምርምርንና የሁለተኛ ዲግሪ ወይም የዶክትሬት ትምህርትን ይደግፋል፤ ትምህርቱ በስድስት ወር የጃፓንኛ ቋንቋ ሥልጠና ይጀምራል። ማመልከቻው በኢትዮጵያ በሚገኘው የጃፓን ኤምባሲ በኩል ይቀርባል፤ የጽሑፍ ፈተናና ቃለ መጠይቅ ይከተላሉ።",
    },
    om: {
      title: "Carraa Barnootaa Mootummaa Jaappaan MEXT Barattoota Qorannootiif",
      experience: "Digrii jalqabaa; umuriin waggaa 35 gadi",
      description:
        "Ministeerri Barnootaa Jaappaan qorannoo fi barnoota digrii 2ffaa yookiin doktoreetii yuunivarsiitiiwwan Jaappaan keessatti ni deeggara; barnoonni leenjii Afaan Jaappaanii ji'a ja'aan jalqaba. Iyyannoon karaa Embaasii Jaappaan Itoophiyaa jiruun dhiyaata; qormaata barreeffamaa fi af-gaaffiitu itti aana.",
    },
  },
};
