// Amharic and Afaan Oromo versions of the demo resources, keyed by title.
import type { DemoTranslations } from "./shared.ts";

export const resources: DemoTranslations = {
  "Resume sample: junior software engineer": {
    am: {
      title: "የሲቪ ናሙና፦ ጀማሪ የሶፍትዌር መሐንዲስ",
      description: "ለአዲስ የኮምፒውተር ሳይንስ ተመራቂ የአንድ ገጽ ሲቪ፣ ውጤታማ የሚያደርገውን ከሚያብራሩ ማስታወሻዎች ጋር።",
    },
    om: {
      title: "Fakkeenya CV: injinara sooftiweerii jalqabaa",
      description:
        "CV fuula tokkoo eebbifamaa saayinsii kompiitaraa haaraaf, yaadannoo maaltu akka hojjechiisu ibsu waliin.",
    },
  },
  "Cover letter sample: internship application": {
    am: {
      title: "የማመልከቻ ደብዳቤ ናሙና፦ የሥራ ልምምድ ማመልከቻ",
      description: "ለሞባይል መተግበሪያ ገንቢ የሥራ ልምምድ የተጻፈ ሙሉ ደብዳቤና እያንዳንዱ አንቀጽ ለምን እንደተካተተ።",
    },
    om: {
      title: "Fakkeenya xalayaa iyyannoo: iyyannoo shaakala hojii",
      description:
        "Xalayaa guutuu shaakala hojii misoomsaa appii moobaayilaatiif barreeffame fi keeyyanni hundi maaliif akka jiru.",
    },
  },
  "Personal statement guide: structure and checklist": {
    am: {
      title: "የግል መግለጫ መመሪያ፦ አወቃቀርና የማረጋገጫ ዝርዝር",
      description: "ለትምህርት ዕድል ገምጋሚዎች መግለጫን እንዴት ማደራጀት እንደሚቻልና ከማስገባትዎ በፊት ምን ማረጋገጥ እንዳለብዎ።",
    },
    om: {
      title: "Qajeelfama ibsa dhuunfaa: caasaa fi tarree mirkaneessaa",
      description:
        "Ibsa koree carraa barnootaatiif akkamitti qindeessitu, fi osoo hin ergin dura maal mirkaneeffachuu akka qabdan.",
    },
  },
  "Statement of purpose sample: MSc in Data Science": {
    am: {
      title: "የዓላማ መግለጫ ናሙና፦ MSc በዳታ ሳይንስ",
      description: "በእውነተኛ የሥራ ችግር ዙሪያ የተገነባ ለአውሮፓ ሁለተኛ ዲግሪ የተጻፈ ሙሉ የዓላማ መግለጫ።",
    },
    om: {
      title: "Fakkeenya ibsa kaayyoo: MSc Saayinsii Daataa",
      description:
        "Ibsa kaayyoo guutuu digrii 2ffaa Awurooppaatiif, rakkoo hojii dhugaa tokko irratti ijaarame.",
    },
  },
  "TOEFL iBT at a glance": {
    am: {
      title: "TOEFL iBT በአጭሩ",
      description: "አራቱ ክፍሎች፣ ውጤት እንዴት እንደሚሰጥና የስድስት ሳምንት የዝግጅት ዕቅድ።",
    },
    om: {
      title: "TOEFL iBT ilaalcha tokkoon",
      description: "Kutaalee afran, qabxiin akkamitti akka kennamu fi karoora qophii torban ja'aa.",
    },
  },
  "IELTS Writing Task 2: a 40-minute plan": {
    am: {
      title: "IELTS Writing Task 2፦ የ40 ደቂቃ ዕቅድ",
      description: "በድርሰት ጥያቄው ጊዜዎን እንዴት እንደሚከፋፍሉ፣ በአንድ ገጽ።",
    },
    om: {
      title: "IELTS Writing Task 2: karoora daqiiqaa 40",
      description:
        "Gaaffii barreeffamaa keessatti yeroo keessan akkamitti akka qooddan, fuula tokko irratti.",
    },
  },
  "IELTS Speaking: practice questions and tips": {
    am: {
      title: "IELTS Speaking፦ የልምምድ ጥያቄዎችና ምክሮች",
      description: "ለሦስቱም የንግግር ፈተና ክፍሎች ጥያቄዎች፣ 8 የባንድ ውጤት ካገኙ ተፈታኞች ምክሮች ጋር።",
    },
    om: {
      title: "IELTS Speaking: gaaffilee shaakalaa fi gorsa",
      description:
        "Kutaalee qormaata dubbii sadanuuf gaaffilee, gorsa qormaattota qabxii baandii 8 argatan irraa waliin.",
    },
  },
  "Duolingo English Test: a four-week plan": {
    am: {
      title: "Duolingo English Test፦ የአራት ሳምንት ዕቅድ",
      description: "ከመመዝገብዎ በፊት ምን ማረጋገጥ እንዳለብዎና በአራት ሳምንት እንዴት እንደሚዘጋጁ።",
    },
    om: {
      title: "Duolingo English Test: karoora torban afurii",
      description:
        "Osoo hin galmaa'in dura maal mirkaneeffachuu akka qabdan fi torban afuriin akkamitti akka qophooftan.",
    },
  },
  "Coursera Financial Aid, step by step": {
    am: {
      title: "የCoursera የገንዘብ ድጋፍ (Financial Aid) ደረጃ በደረጃ",
      description: "የምስክር ወረቀት ኮርሶችን በነፃ ይውሰዱ፦ ለገንዘብ ድጋፍ እንዴት እንደሚያመለክቱና በየትኞቹ ኮርሶች እንደሚጀምሩ።",
    },
    om: {
      title: "Deeggarsa maallaqaa Coursera (Financial Aid), tarkaanfii tarkaanfiin",
      description:
        "Koorsiiwwan waraqaa ragaa qaban bilisaan fudhadhaa: deeggarsa maallaqaatiif akkamitti akka iyyattan fi koorsiiwwan kamiin akka jalqabdan.",
    },
  },
  "edX: learn for free on the audit track": {
    am: {
      title: "edX፦ በaudit አማራጭ በነፃ ይማሩ",
      description: "የedX ኮርሶችን ሳይከፍሉ በaudit አማራጭ ለመከታተል የሚረዳ በሥዕል የተደገፈ መመሪያ፣ የምስክር ወረቀት መቼ እንደሚያስፈልግም።",
    },
    om: {
      title: "edX: karaa audit bilisaan baradhaa",
      description:
        "Qajeelfama fakkiidhaan deeggarame koorsiiwwan edX osoo hin kaffalin karaa audit hordofuuf, fi waraqaan ragaa yoom akka barbaachisu.",
    },
  },
  "Choosing a good Udemy course: a checklist": {
    am: {
      title: "ጥሩ የUdemy ኮርስ መምረጥ፦ የማረጋገጫ ዝርዝር",
      description: "ገንዘብዎና ጊዜዎ ለጥሩዎቹ ኮርሶች እንዲውል፣ ኮርስ ከመግዛትዎ በፊት የሚያረጋግጧቸው አምስት ነገሮች።",
    },
    om: {
      title: "Koorsii Udemy gaarii filachuu: tarree mirkaneessaa",
      description:
        "Maallaqni fi yeroon keessan koorsiiwwan gaarii irratti akka oolu, osoo koorsii hin bitin dura waan shan mirkaneeffattan.",
    },
  },
  "Public speaking: five habits in under a minute": {
    am: {
      title: "በሕዝብ ፊት መናገር፦ አምስት ልማዶች ከአንድ ደቂቃ ባነሰ ጊዜ",
      description: "ስለ አተነፋፈስ፣ ስለ ንግግር ፍጥነት፣ ስለ ዓይን ግንኙነትና በጥንካሬ ስለ መደምደም አጭር የቪዲዮ ትምህርት።",
    },
    om: {
      title: "Dubbii uummata duratti: amaloota shan daqiiqaa tokko gadiitti",
      description:
        "Barumsa viidiyoo gabaabaa waa'ee hafuura baafachuu, saffisa dubbii, ija walitti qabuu fi cimina xumuruu.",
    },
  },
  "Speech outline template": {
    am: {
      title: "የንግግር ረቂቅ አብነት",
      description: "ለአምስት ደቂቃ ንግግር፣ ለሃሳብ ማቅረቢያ ወይም ለቃለ መጠይቅ መልስ የሚያገለግል ቀላል ረቂቅ።",
    },
    om: {
      title: "Unkaa qabiyyee haasaa",
      description: "Qabiyyee salphaa haasaa daqiiqaa shanii, yaada dhiyeessuu yookiin deebii af-gaaffiitiif.",
    },
  },
  "How to apply for a scholarship: the steps in a minute": {
    am: {
      title: "ለትምህርት ዕድል እንዴት ማመልከት ይቻላል፦ ደረጃዎቹ በአንድ ደቂቃ",
      description: "ከዕጩዎች ዝርዝር እስከ ቃለ መጠይቅ የትምህርት ዕድል ማመልከቻን በአንድ ደቂቃ የሚያስቃኝ።",
    },
    om: {
      title: "Carraa barnootaatiif akkamitti iyyattu: tarkaanfiiwwan daqiiqaa tokkoon",
      description:
        "Iyyannoo carraa barnootaa, tarree filatamtootaa irraa hanga af-gaaffiitti, daqiiqaa tokkoon ilaalcha waliigalaa.",
    },
  },
  "Scholarship application timeline": {
    am: {
      title: "የትምህርት ዕድል ማመልከቻ የጊዜ ሰሌዳ",
      description: "ከአንድ ዓመት በኋላ ካለ የመጨረሻ ቀን ወደ ኋላ እየቆጠረ በየወሩ የተዘጋጀ ዕቅድ።",
    },
    om: {
      title: "Sagantaa yeroo iyyannoo carraa barnootaa",
      description:
        "Karoora ji'a ji'aan, guyyaa xumuraa waggaa tokko booda jiru irraa duubatti lakkaa'ee qophaa'e.",
    },
  },
};
