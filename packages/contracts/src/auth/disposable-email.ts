// SPEC §5: disposable or blocked email domains, checked against a sorted list; an address is
// allowed if its domain is absent. The domains are well-known throwaway-inbox services, each
// cross-checked against the community disposable-email-domains list. Kept as one string (about
// 8 KB, 3 KB gzip) rather than an array literal to keep the sign-up bundle small.

export const DISPOSABLE_EMAIL_MESSAGE =
  'Please use a permanent email address; temporary email services are not accepted.';

const DOMAINS = `
0815.ru 0clickemail.com 0wnd.net 0wnd.org 10mail.org 10minutemail.co.uk 10minutemail.com
10minutemail.de 10minutemail.net 123-m.com 1chuan.com 1pad.de 1secmail.com 1secmail.net
1secmail.org 1zhuan.com 20email.eu 20minutemail.com 20minutemail.it 2prong.com 30minutemail.com
33mail.com 4warding.com 4warding.net 4warding.org 675hosting.com 6url.com 75hosting.com 7tags.com
9ox.net a-bc.net afrobacon.com agedmail.com ajaxapp.net amilegit.com amiri.net amiriindustries.com
anonbox.net anonymbox.com antichef.com antichef.net antispam.de armyspy.com azmeil.tk beefmilk.com
binkmail.com bio-muesli.net bobmail.info bodhi.lawlita.com bofthew.com boun.cr bouncr.com
brefmail.com broadbandninja.com bsnow.net bugmenot.com bumpymail.com burnermail.io
burnthespam.info burstmail.info byom.de casualdx.com centermail.com chammy.info chogmail.com
choicemail1.com clixser.com correo.blogos.net cosmorph.com courrieltemporaire.com cubiclink.com
curryworld.de cust.in cuvox.de dacoolest.com dandikmail.com dayrep.com dcemail.com deadaddress.com
deadspam.com despam.it despammed.com devnullmail.com dfgh.net digitalsanctuary.com discard.email
discardmail.com discardmail.de disposableaddress.com disposableemailaddresses.com
disposableinbox.com dispose.it disposeamail.com disposemail.com dispostable.com dodgeit.com
dodgit.com dodgit.org donemail.ru dontreg.com dontsendmespam.de drdrb.com drdrb.net dropmail.me
dump-email.info dumpandjunk.com dumpmail.de dumpyemail.com e4ward.com einrot.com email60.com
emaildienst.de emailfake.com emailias.com emailigo.de emailinfive.com emailmiser.com
emailsensei.com emailtemporar.ro emailtemporario.com.br emailthe.net emailtmp.com emailwarden.com
emailx.at.hm emailxfer.com emeil.in emeil.ir emz.net enterto.com ephemail.net etranquil.com
etranquil.net etranquil.org explodemail.com eyepaste.com fakeinbox.com fakeinformation.com
fakemail.fr fakemailgenerator.com fakemailz.com fammix.com fansworldwide.de fantasymail.de
fastacura.com fastchevy.com fastchrysler.com fastkawasaki.com fastmazda.com fastmitsubishi.com
fastnissan.com fastsubaru.com fastsuzuki.com fasttoyota.com fastyamaha.com filzmail.com
fizmail.com fleckens.hu frapmail.com friendlymail.co.uk fudgerub.com fyii.de garliclife.com
get1mail.com get2mail.fr getairmail.com getmails.eu getnada.com getonemail.com getonemail.net
ghosttexter.de girlsundertheinfluence.com gishpuppy.com gowikibooks.com gowikicampus.com
gowikicars.com gowikifilms.com gowikigames.com gowikimusic.com gowikinetwork.com gowikitravel.com
gowikitv.com great-host.in greensloth.com grr.la gsrv.co.uk guerillamail.biz guerillamail.com
guerillamail.net guerillamail.org guerrillamail.biz guerrillamail.com guerrillamail.de
guerrillamail.info guerrillamail.net guerrillamail.org guerrillamailblock.com gustr.com h8s.org
haltospam.com harakirimail.com hatespam.org herp.in hidemail.de hidzz.com hmamail.com
hochsitze.com hopemail.biz hotpop.com hulapla.de ieatspam.eu ieatspam.info ihateyoualot.info
iheartspam.org imails.info inbax.tk inbox.si inboxalias.com inboxbear.com inboxclean.com
inboxclean.org inboxkitten.com incognitomail.com incognitomail.net incognitomail.org
insorg-mail.info instant-mail.de ipoo.org irish2me.com iwi.net jetable.com jetable.net jetable.org
jnxjn.com jourrapide.com junk1e.com kasmail.com kaspop.com keepmymail.com killmail.com
killmail.net kir.ch.tc klassmaster.com klassmaster.net klzlk.com koszmail.pl kulturbetrieb.info
kurzepost.de letthemeatspam.com lhsdv.com lifebyfood.com link2mail.net litedrop.com lookugly.com
lopl.co.cc lortemail.dk lr78.com lroid.com lukop.dk m4ilweb.info maboard.com mail-filter.com
mail-temporaire.fr mail.by mail1a.de mail2rss.org mail333.com mail4trash.com mailbidon.com
mailblocks.com mailcatch.com maildrop.cc maileater.com mailexpire.com mailfa.tk mailforspam.com
mailfreeonline.com mailguard.me mailin8r.com mailinater.com mailinator.com mailinator.net
mailinator.org mailinator2.com mailincubator.com mailismagic.com mailme.lv mailme24.com
mailmetrash.com mailmoat.com mailnator.com mailnesia.com mailnull.com mailpick.biz mailpoof.com
mailrock.biz mailsac.com mailscrap.com mailshell.com mailsiphon.com mailtemp.info mailtome.de
mailtothis.com mailzilla.com mailzilla.org makemetheking.com manybrain.com mbx.cc mega.zik.dj
meinspamschutz.de meltmail.com messagebeamer.de mezimages.net mierdamail.com migumail.com
mintemail.com mjukglass.nu moakt.com mobileninja.co.uk moburl.com mohmal.com msa.minsmail.com
mt2009.com mt2014.com mvrht.com my10minutemail.com mycleaninbox.net mymail-in.net mypacks.net
mypartyclip.de myphantomemail.com myspaceinc.com myspaceinc.net myspaceinc.org myspacepimpedup.com
mytemp.email mytempemail.com mytrashmail.com nabuma.com nada.email neomailbox.com nepwk.com
nervmich.net nervtmich.net netmails.com netmails.net neverbox.com nice-4u.com nmail.cf no-spam.ws
nobulk.com noclickemail.com nogmailspam.info nomail.xl.cx nomail2me.com nomorespamemails.com
nospam.ze.tc nospam4.us nospamfor.us notmailinator.com nowhere.org nowmymail.com nurfuerspam.de
nwldx.com objectmail.com obobbo.com oneoffemail.com onewaymail.com online.ms oopi.org opayq.com
ordinaryamerican.net otherinbox.com ourklips.com outlawspam.com ovpn.to owlpic.com pancakemail.com
pimpedupmyspace.com pjjkp.com plexolan.de pokemail.net politikerclub.de poofy.org pookmail.com
privacy.net proxymail.eu prtnx.com putthisinyourspamdatabase.com pwrby.com quickinbox.com
quickmail.nl rcpt.at reallymymail.com recode.me reconmail.com recursor.net recyclemail.dk
regbypass.com rejectmail.com rhyta.com rklips.com rmqkr.net royal.net rppkn.com rtrtr.com s0ny.net
safe-mail.net safersignup.de safetymail.info safetypost.de sandelf.de saynotospams.com
schafmail.de secure-mail.biz selfdestructingmail.com sendspamhere.com sharklasers.com
shieldedmail.com shiftmail.com shitmail.me shitware.nl shortmail.net sibmail.com sinnlos-mail.de
slaskpost.se smashmail.de smellfear.com snakemail.com sneakemail.com snkmail.com sofimail.com
sofort-mail.de sogetthis.com soodonims.com spam.la spam.su spam4.me spamavert.com spambob.com
spambob.net spambob.org spambog.com spambog.de spambog.ru spambooger.com spambox.info spambox.us
spamcannon.com spamcannon.net spamcero.com spamcon.org spamcorptastic.com spamcowboy.com
spamcowboy.net spamcowboy.org spamday.com spamdecoy.net spamex.com spamfree24.com spamfree24.de
spamfree24.eu spamfree24.info spamfree24.net spamfree24.org spamgourmet.com spamgourmet.net
spamgourmet.org spamherelots.com spamhereplease.com spamhole.com spamify.com spaminator.de
spamkill.info spaml.com spaml.de spammotel.com spamobox.com spamoff.de spamslicer.com spamspot.com
spamthis.co.uk spamthisplease.com spamtrail.com speed.1s.fr spoofmail.de streetwisemail.com
stuffmail.de supergreatmail.com supermailer.jp superrito.com superstachel.de suremail.info svk.jp
sweetxxx.de tafmail.com tagyourself.com teewars.org teleworm.com teleworm.us temp-mail.org
tempail.com tempalias.com tempe-mail.com tempemail.biz tempemail.com tempemail.net tempinbox.co.uk
tempinbox.com tempmail.de tempmail.dev tempmail.it tempmail.plus tempmail2.com tempmaildemo.com
tempmailer.com tempmailer.de tempmailo.com tempomail.fr temporarily.de temporarioemail.com.br
temporaryemail.net temporaryemail.us temporaryforwarding.com temporaryinbox.com
temporarymailaddress.com tempr.email tempthe.net tempymail.com thanksnospam.info thankyou2010.com
thisisnotmyrealemail.com throwam.com throwawayemailaddress.com throwawaymail.com tilien.com
tittbit.in tmail.ws tmailinator.com tmpeml.com tmpmail.net tmpmail.org toiea.com toomail.biz
tradermail.info trash-amil.com trash-mail.at trash-mail.com trash-mail.de trash2009.com
trash2010.com trash2011.com trashdevil.com trashdevil.de trashemail.de trashmail.at trashmail.com
trashmail.de trashmail.me trashmail.net trashmail.org trashmail.ws trashmailer.com trashymail.com
trashymail.net trbvm.com trbvn.com trillianpro.com turual.com twinmail.de tyldd.com uggsrock.com
upliftnow.com uplipht.com uroid.com venompen.com veryrealemail.com viditag.com viewcastmedia.com
viewcastmedia.net viewcastmedia.org vomoto.com vubby.com walala.org walkmail.net webemail.me
webm4il.info weg-werf-email.de wegwerf-email-addressen.de wegwerf-emails.de wegwerfadresse.de
wegwerfemail.de wegwerfmail.de wegwerfmail.info wegwerfmail.net wegwerfmail.org wetrainbayarea.com
wetrainbayarea.org wh4f.org whatiaas.com whatpaas.com whopy.com whyspam.me willselfdestruct.com
winemaven.info wronghead.com wuzup.net wuzupmail.net wwwnew.eu xagloo.com xemaps.com xents.com
xmaily.com xoxy.net yapped.net yep.it yogamaven.com yomail.info yopmail.com yopmail.fr yopmail.net
you-spam.com yuurok.com zehnminutenmail.de zetmail.com zippymail.info zoaxe.com zoemail.org
zomg.info`;

/** Lowercase ASCII, sorted in the order `<` compares strings, unique; a test keeps it so. */
export const DISPOSABLE_EMAIL_DOMAINS: readonly string[] = /* @__PURE__ */ (() =>
  DOMAINS.trim().split(/\s+/))();

function isListed(domain: string): boolean {
  let low = 0;
  let high = DISPOSABLE_EMAIL_DOMAINS.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const candidate = DISPOSABLE_EMAIL_DOMAINS[middle] ?? '';
    if (candidate === domain) return true;
    if (candidate < domain) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/**
 * True when the domain, or any parent domain of it, is listed: services hand out subdomains
 * (anything.mailinator.com) as freely as the domain itself.
 */
export function isDisposableDomain(domain: string): boolean {
  const labels = domain.trim().toLowerCase().replace(/\.$/, '').split('.');
  for (let start = 0; start <= labels.length - 2; start++) {
    if (isListed(labels.slice(start).join('.'))) return true;
  }
  return false;
}

/** SPEC §5: an address on a listed domain (or a subdomain of one) is refused. */
export function isDisposableEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  return at >= 0 && isDisposableDomain(email.slice(at + 1));
}
