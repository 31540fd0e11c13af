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
};
