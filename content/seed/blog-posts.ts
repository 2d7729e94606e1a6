import type { BlogCategorySlug } from "@/content/blog-categories";

export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: BlogCategorySlug;
  tags: readonly string[];
  author: string;
  publishedAt: string;
}

/**
 * Seed blog posts for Toronto Dental IT.
 *
 * Content uses the site's minimal markup: paragraphs separated by blank
 * lines, "## " headings, "### " subheadings, "- " list items and **bold**.
 */
export const SEED_BLOG_POSTS: readonly SeedBlogPost[] = [
  {
    slug: "scarborough-dental-it-challenges-2025",
    title: "Top IT Challenges for Scarborough Dental Practices in 2025",
    excerpt:
      "From ageing operatory computers to the Windows 10 deadline and ransomware aimed at health care, Scarborough dental offices face a busy year for technology. Here are the challenges we expect to see most often, and what to do about each one.",
    content: `Scarborough has one of the most varied dental communities in the GTA: long-established family practices in older plazas, specialty clinics near Scarborough Town Centre, and growing multi-provider offices in Agincourt and Malvern serving patients in many languages. The technology behind those practices varies just as much. Some offices run on equipment that was installed a decade ago and has never been reviewed as a whole; others have grown quickly and added systems one at a time.

Looking ahead to 2025, these are the IT challenges we expect Scarborough practices to face most often, along with practical steps for each.

## The Windows 10 deadline

Microsoft ends support for Windows 10 on October 14, 2025. After that date, Windows 10 computers stop receiving regular security updates. In a dental office, those machines are often operatory computers connected to intraoral sensors and imaging software, which makes the upgrade more involved than simply clicking an update button.

**What to do:** Take an inventory of every Windows computer in the practice this winter, check which ones can run Windows 11, and confirm compatibility with your imaging and practice management vendors before upgrading anything. Spread replacements over the year rather than leaving them for the fall.

## Ransomware and e-mail fraud

Health care organizations remain a favoured target because downtime is so disruptive and patient data is so sensitive. Most attacks on small practices still start with a phishing e-mail, a stolen password or an exposed remote access connection.

**What to do:** Turn on multi-factor authentication for e-mail and remote access, remove any remote desktop connections exposed directly to the internet, and give front-desk staff short, regular training on recognizing suspicious messages.

## Backups nobody has tested

Many practices have a backup job that reports success every night. Far fewer have restored from it recently. We regularly find backups that skip the imaging archive, store every copy in the same room as the server, or would be reachable by ransomware on the office network.

**What to do:** Follow the 3-2-1 rule, keep at least one copy off-site and protected from deletion, and test a restore of both the practice management database and the imaging archive at least once a quarter.

## Internet and network reliability

Older commercial buildings often have ageing cabling, consumer-grade routers and a single internet connection. As more practices adopt cloud software, online booking and internet-based phone systems, an outage that once meant no e-mail now means no schedule and no phones.

**What to do:** Replace consumer networking equipment with business-grade firewalls and switches, label and document the network closet, and add a secondary internet connection that takes over automatically if the primary line fails.

## Imaging integration headaches

Intraoral sensors, panoramic units and CBCT systems depend on drivers, acquisition software and bridges to the practice management system. When something breaks, the imaging vendor, the software vendor and the hardware supplier can each point at the other.

**What to do:** Keep a written record of imaging software versions, sensor models and bridge settings for every operatory. Have one party, whether an in-house lead or your IT provider, own the relationship with every vendor and coordinate fixes.

## Staff changes and shared passwords

Busy practices see team members come and go, and shared logins are a common shortcut. Shared accounts make it impossible to know who viewed or changed a record, which matters when investigating a privacy complaint under PHIPA.

**What to do:** Give every team member an individual login with permissions that match their role, and use a simple checklist to add and remove access whenever someone joins or leaves.

## Growth without a plan

Practices that add a second location or several new operatories often extend their existing setup rather than designing for the larger organization. The result is duplicated systems, inconsistent security and reporting that does not line up.

**What to do:** Before expanding, review how the practice management system, imaging, phones and backups will work across locations, and budget the IT work alongside the construction and equipment.

## A realistic approach for 2025

Not every practice needs to tackle all seven challenges at once. For most offices, the highest-value starting points are the Windows 10 inventory, multi-factor authentication on e-mail and a tested off-site backup. Those three steps reduce the most common risks and create a foundation for everything else.

Toronto Dental IT has supported dental practices across Scarborough and the rest of the GTA since 2008. Our help desk is available Monday to Friday from 8 AM to 6 PM, with 24/7 emergency support and a one-hour response for critical issues, so a failed server or a suspected breach never has to wait until the next business day.`,
    category: "managed-it",
    tags: ["scarborough", "windows-10", "ransomware", "backups", "planning"],
    author: "Toronto Dental IT",
    publishedAt: "2025-01-21T14:00:00.000Z",
  },
  {
    slug: "etobicoke-dental-software-guide-2025",
    title: "Choosing Dental Practice Software in Etobicoke: A 2025 Guide",
    excerpt:
      "Replacing practice management software is one of the most disruptive projects a dental office can take on. Here is how Etobicoke practices can compare server-based and cloud options, plan the data conversion and avoid surprises on go-live day.",
    content: `Practice management software sits at the centre of almost everything a dental office does: scheduling, charting, treatment planning, insurance claims, recalls and patient communication. When it works, nobody thinks about it. When it is slow, unsupported or poorly matched to the way the team works, every chair in the practice feels it. For Etobicoke practices weighing a change in 2025, the decision deserves more than a vendor demo and a price quote.

## Start with how your practice actually works

Before comparing products, write down what the office does every day and where the current system gets in the way. A single-dentist office in Mimico has different needs from a multi-provider clinic near Sherway Gardens or a group with locations on both sides of Highway 427. Useful questions include:
- How many operatories, providers and front-desk workstations need access at the same time?
- Do you share patients, schedules or reporting across more than one location?
- Which imaging systems are in use, and which software versions do they require?
- How do you submit insurance claims today, and how many need manual follow-up?
- Which reports does the owner or office manager rely on each month?

The answers become your requirements list. Bring it to every demo and ask the vendor to show, not describe, how each item is handled.

## Server-based or cloud

The established names in Canadian dental offices include Dentrix, Eaglesoft, Open Dental, ABELDent and Cleardent, and several vendors now offer cloud-hosted editions alongside traditional server-based installations. Each model has trade-offs.

### Server-based software

A local server keeps the database in the office, which gives fast performance on the local network and lets the practice keep working during an internet outage. The practice, or its IT provider, is responsible for the server hardware, Windows updates, database maintenance, backups and eventual replacement. That is manageable with a proper maintenance plan, but it is a real cost and should appear in any comparison.

### Cloud-based software

Cloud editions move the database to the vendor's infrastructure and are usually accessed through a browser or a lightweight client. Server maintenance largely disappears, remote access becomes simpler, and multi-location reporting is often easier. In exchange, the practice depends on its internet connection, so a reliable primary line and an automatic backup connection become essential rather than optional. Ask every cloud vendor where patient data is stored and backed up, how they support your PHIPA obligations, and what export options exist if you ever decide to leave.

## Imaging is the part that breaks

Most software projects that go badly go badly at the integration points. Intraoral sensors, panoramic units and CBCT systems are driven by imaging software such as CS Imaging, Dexis or Sidexis, which is bridged to the practice management system. Before signing, confirm in writing that the new system supports a bridge to your imaging software at the version you run, and that your sensor drivers are supported on the Windows version installed in your operatories. If an imaging upgrade is also needed, budget for it now rather than discovering it during go-live week.

## Data conversion and go-live planning

Moving years of patient records is the riskiest step. Ask the vendor exactly which data converts: demographics, appointments, ledgers, clinical notes, perio charts, treatment plans and attached documents. Some items convert cleanly; others arrive as read-only history or do not convert at all. A few practical steps reduce the risk:
- Take a full, verified backup of the old system before conversion begins, and keep it available in read-only mode.
- Run a test conversion and have the front desk and a hygienist check a sample of real patient files against the old system.
- Schedule go-live for a lighter day, with a reduced schedule for the first morning.
- Hold training close to go-live, not weeks earlier.
- Confirm that CDAnet claim submission works before the first full day of patients.

## Hardware and network readiness

New software often exposes old hardware. Check that workstations meet the vendor's current requirements, that every machine runs a supported version of Windows, and that the network between the server or internet connection and the operatories is not the bottleneck. Replacing a failing network switch or upgrading a handful of workstations before go-live costs far less than troubleshooting slow charting with patients in the chair.

## Privacy and access control

Whichever product you choose, set up individual logins for every team member, assign role-based permissions and turn on audit logging. Under PHIPA, the practice remains responsible for the personal health information in its care regardless of where the software runs, so document who has access and review it whenever staff join or leave. Keep the RCDSO's recordkeeping expectations in mind as well: records from the old system must remain retrievable for as long as they need to be retained.

## Getting help with the decision

Toronto Dental IT has supported dental offices across Etobicoke and the rest of the GTA since 2008. We do not sell practice management software, so we can help you compare options against your own requirements, check hardware and network readiness, coordinate with the vendor on conversion day, and make sure imaging and backups work from the first appointment.`,
    category: "dental-software",
    tags: ["practice-management", "etobicoke", "cloud", "data-conversion", "imaging"],
    author: "Toronto Dental IT",
    publishedAt: "2025-02-11T14:00:00.000Z",
  },
  {
    slug: "north-york-dental-cybersecurity",
    title: "Cybersecurity for North York Dental Practices: A Practical Baseline",
    excerpt:
      "Dental offices hold exactly what attackers want: sensitive health information and a schedule that cannot absorb downtime. This is the security baseline we recommend for every North York practice, whatever its size.",
    content: `North York is home to a wide range of dental practices, from single-chair offices in Willowdale to busy multi-provider clinics along Yonge Street and Sheppard Avenue. What they have in common is a database full of personal health information, a front desk that handles e-mail from patients, insurers and suppliers all day, and a schedule that cannot absorb a week offline. That combination makes dental offices attractive targets for ransomware groups and e-mail fraudsters.

The good news is that most incidents we see start with a small number of preventable weaknesses. This is the baseline we recommend for every practice, regardless of size.

## Know what you are protecting

Start with an inventory. List every computer, server, laptop, tablet and network device in the office, along with the software it runs. Include imaging workstations, the panoramic or CBCT acquisition computer, and any machine that a vendor connects to remotely. Machines that are forgotten are machines that go unpatched.

Then identify where patient information lives: the practice management database, imaging archives, scanned documents, e-mail, and any spreadsheets or exports saved to desktops. Each location needs to be covered by your backups and your access controls.

## Lock down e-mail and remote access

E-mail is still the most common way attackers get in. A practical baseline includes:
- **Multi-factor authentication** on every e-mail account, including shared front-desk mailboxes.
- Filtering that scans attachments and links before they reach the inbox.
- A firm rule that payment or banking changes requested by e-mail are confirmed by phone, using a number already on file.
- Warning banners on messages that come from outside the practice.

Remote access deserves the same attention. Remote desktop exposed directly to the internet is a frequent entry point for ransomware. Access from home or by a vendor should go through a secured connection with MFA, and vendor remote-support tools should be enabled only when a session is actually needed.

## Patch, update and retire

Keep Windows, practice management software, imaging software, browsers and PDF readers updated on a regular schedule. Operatory computers are often skipped because nobody wants to restart them during the day, so schedule updates after hours instead. Plan now for machines that cannot run a supported operating system: Windows 10 reaches end of support on October 14, 2025, after which those computers stop receiving regular security updates.

## Limit what each account can do

Every team member should have their own login, and day-to-day accounts should not have administrator rights. Shared passwords make it impossible to tell who accessed a record, which matters under PHIPA when you need to investigate a privacy complaint or a suspected breach. Remove access on the same day someone leaves the practice.

## Backups that survive an attack

Ransomware operators look for backups and try to encrypt or delete them first. Follow the 3-2-1 rule: at least three copies of your data, on two different types of storage, with one copy off-site. At least one copy should be isolated or immutable so that an attacker with access to the office network cannot alter it. Test restores regularly. A backup that has never been restored is an assumption, not a plan.

## Train the people at the front desk

Most attacks need someone to click, open or approve something. Short, regular training works better than an annual lecture. Focus on realistic examples: a fake insurer portal login page, an invoice from a supplier you have never used, or a new patient who insists you open an attachment before their appointment. Make it easy and blame-free for staff to report anything suspicious, including their own mistakes.

## Have an incident plan before you need one

Write down who to call and what to do if a screen shows a ransom note or someone realizes they entered their password on a suspicious site. The plan should cover disconnecting affected machines from the network, preserving evidence, contacting your IT provider and cyber insurer, and assessing your obligations under PHIPA. Health information custodians must notify affected individuals at the first reasonable opportunity when personal health information is stolen, lost, or used or disclosed without authority, and certain breaches must also be reported to the Information and Privacy Commissioner of Ontario.

## Where to start

If this list feels long, start with three steps: MFA on every e-mail account, a tested off-site backup, and a plan for any remaining Windows 10 machines. Those close the most common doors. Toronto Dental IT works with practices across North York to put this baseline in place and keep it there, with 24/7 emergency support and a one-hour response for critical issues.`,
    category: "cybersecurity",
    tags: ["north-york", "ransomware", "mfa", "phishing", "phipa"],
    author: "Toronto Dental IT Security Team",
    publishedAt: "2025-04-08T13:00:00.000Z",
  },
  {
    slug: "windows-10-end-of-support-dental-office-upgrade-plan",
    title: "Windows 10 End of Support: A Dental Office Upgrade Plan",
    excerpt:
      "Microsoft ends support for Windows 10 on October 14, 2025. Here is how dental practices can inventory their computers, check imaging and software compatibility, and upgrade or replace machines without disrupting patient care.",
    content: `Microsoft will end support for Windows 10 on October 14, 2025. After that date, computers running Windows 10 will no longer receive regular security updates, bug fixes or technical assistance from Microsoft. They will keep turning on and running software, which is exactly why the deadline is easy to underestimate. An unpatched computer on the same network as your practice management server and imaging archive is a risk to every patient record in the office.

For dental practices, the upgrade is more involved than it is for a typical small business, because operatory computers are tied to imaging hardware and clinical software with their own compatibility requirements. Starting now leaves time to do it properly.

## Step one: build an accurate inventory

List every Windows computer in the practice, including the ones that are easy to forget: the panoramic or CBCT acquisition computer, the machine attached to the intraoral camera, the sterilization area computer that prints labels, and the old laptop used for occasional remote work. For each one, record:
- The Windows version and edition
- The processor model, installed memory and storage type
- The age of the machine and its warranty status
- What it is used for, and which software and devices connect to it

## Step two: check hardware eligibility

Windows 11 has stricter hardware requirements than Windows 10, including a supported processor, TPM 2.0 and Secure Boot. Many business computers bought in the last few years qualify for an in-place upgrade at no licence cost. Older machines often do not, and forcing Windows 11 onto unsupported hardware is not a sound approach in a clinical environment. A computer that cannot run Windows 11 on supported hardware should be scheduled for replacement.

## Step three: confirm clinical software compatibility

This is the step that most often causes trouble. Before upgrading any operatory or imaging computer, confirm with each vendor that the versions you have installed are supported on Windows 11:
- Practice management software such as Dentrix, Eaglesoft, Open Dental, ABELDent or Cleardent
- Imaging software such as CS Imaging, Dexis or Sidexis
- Drivers for intraoral sensors, intraoral cameras and phosphor plate scanners
- Acquisition software for panoramic and CBCT units
- Bridges between imaging and practice management software

In some cases the imaging software needs an upgrade before Windows 11 is supported, which can carry a licence or service cost. Knowing that early allows it to be budgeted rather than discovered.

## Step four: upgrade or replace on a schedule

Replacing every computer in one weekend is rarely necessary. A more practical approach is to group machines by function and risk:
- Front-desk and administrative computers are usually the simplest to upgrade or replace and can go first.
- Operatory computers can be done a few at a time after hours, with the imaging setup tested on each one before the next morning.
- Imaging acquisition computers and the server should be scheduled with the equipment vendor, who may need to attend or provide remote support.

Test each upgraded operatory before patients arrive: take a test image with each sensor, confirm it appears in the correct patient chart, and check that printing and claim submission still work.

## What about Extended Security Updates?

Microsoft offers paid Extended Security Updates for Windows 10 to organizations that need more time. This can be a reasonable bridge for a specific machine, such as an imaging acquisition computer waiting on a vendor-certified replacement. It is not a long-term plan, and it adds cost. Treat it as a short, documented exception rather than a way to postpone the whole project.

## Budgeting for the change

Spreading replacements across the rest of 2025 makes the cost easier to absorb than a last-minute purchase in the fall, when every other business facing the same deadline will be competing for the same stock and the same technicians. Buy business-class computers with a multi-year warranty, enough memory for your imaging software, and solid-state storage. Standardizing on one or two models across operatories also simplifies support and spare parts.

## Do not forget the rest of the network

While you are reviewing computers, check the server operating system, the firewall firmware and any network storage devices. Older servers and appliances have their own end-of-support dates, and replacing them in the same project can save a second round of after-hours work.

## How we help

Toronto Dental IT handles Windows 10 transitions for dental offices across Toronto and the GTA. We inventory your machines, check compatibility with your clinical and imaging vendors, source appropriate hardware, and schedule the work after hours so the chairs stay full. If you are not sure how many Windows 10 computers your practice still has, that is the right place to start.`,
    category: "hardware",
    tags: ["windows-10", "windows-11", "workstations", "imaging", "upgrades"],
    author: "Toronto Dental IT Support Team",
    publishedAt: "2025-06-17T13:00:00.000Z",
  },
  {
    slug: "dental-backups-3-2-1-rule-restore-testing",
    title: "Backups That Actually Restore: The 3-2-1 Rule for Dental Offices",
    excerpt:
      "A nightly backup report is not the same as a recoverable practice. Here is how to apply the 3-2-1 rule in a dental office, cover imaging as well as charts, and prove your backups work before you need them.",
    content: `Almost every dental office we visit has a backup of some kind. Far fewer have a backup that has been restored recently, covers every system that matters and would survive a ransomware attack on the office network. The difference only becomes obvious on the worst day of the year, which is why it is worth checking now.

## What the 3-2-1 rule means in practice

The 3-2-1 rule is a simple standard for resilient backups:
- **Three copies** of your data: the live data plus two backups.
- **Two different types of storage**, so that a single failure cannot take out every copy.
- **One copy off-site**, away from the office, so that fire, flood or theft does not destroy everything.

For a dental practice, a common arrangement is the live data on the server, a local backup appliance or network storage device for fast restores, and an encrypted copy in a Canadian cloud data centre. Many providers now add a further requirement: at least one copy should be immutable or isolated, meaning it cannot be changed or deleted for a set period, even by someone with administrator access. That protects you against ransomware that specifically hunts for backups.

## Make sure you are backing up the right things

Backing up the practice management database is only the starting point. A complete plan for a dental office also covers:
- The imaging database and image store, which are often on a different drive or server from practice management
- Scanned documents, consent forms and referral letters
- Configuration for imaging bridges and sensor drivers, which can take hours to rebuild from memory
- E-mail and cloud file storage, which are not automatically protected just because they are online
- Accounting data and any shared folders used by the office manager

Practice management databases also need to be backed up in a consistent state. Copying database files while the software is running can produce a backup that will not open. Use the vendor's supported backup method or a backup product that understands the database.

## Test restores, not just backup reports

A green checkmark in a backup console tells you that a job ran. It does not tell you that the data can be used. We recommend a documented restore test at least quarterly:
- Restore the practice management database to a test machine and open a handful of recent patient files.
- Restore a sample of radiographs and CBCT scans and confirm they display correctly.
- Record how long the restore took, so you know what a real recovery would look like.

If restoring your imaging archive over the office internet connection would take days, it is better to learn that during a test than during an outage. For large archives, ask whether your provider can restore to a local appliance first or ship the data on an encrypted drive.

## Know your recovery targets

Two questions define a backup plan. How much data can the practice afford to lose, and how long can it afford to be down? If a day of lost appointments, notes and images would be unacceptable, nightly backups are not enough and more frequent snapshots are needed. If the practice cannot function for more than a few hours without its server, a local appliance that can run a copy of the server while the hardware is repaired may be worth the investment.

## Cloud software still needs a backup plan

Practices using cloud practice management software sometimes assume backups are entirely the vendor's responsibility. Ask the vendor how often they back up, how long they keep backups, and whether you can obtain a full export of your own data on request. Imaging archives, e-mail and local documents usually remain your responsibility regardless.

## Privacy considerations

Backups contain the same personal health information as the live system, so they deserve the same protection under PHIPA. Encrypt backups in transit and at rest, control who can reach the backup console, and make sure any cloud backup provider is bound by an agreement that addresses confidentiality and where data is stored. Retire old backup drives securely rather than leaving them in a drawer.

## A quick self-check

If you cannot answer yes to each of these questions, your backups need attention:
- Is there a current copy of your data outside the office?
- Is at least one copy protected from deletion or encryption?
- Has a full restore been tested in the last three months?
- Are imaging files included, not just the practice management database?
- Would you know who to call at two in the morning?

Toronto Dental IT designs, monitors and tests backups for dental practices across the GTA, and our 24/7 emergency support means recovery can start as soon as a problem is found.`,
    category: "cloud-solutions",
    tags: ["backups", "disaster-recovery", "cloud-backup", "ransomware", "imaging"],
    author: "Toronto Dental IT Cloud Team",
    publishedAt: "2025-08-19T13:00:00.000Z",
  },
  {
    slug: "phipa-breach-reporting-ontario-dental-practices",
    title: "PHIPA Breach Reporting: What Ontario Dental Practices Need to Know",
    excerpt:
      "When patient information is lost, stolen or accessed without authority, PHIPA sets out who must be told and when. Here is an overview of notification, reporting to the IPC and the annual statistics requirement, written for dental offices.",
    content: `Most dental teams think of privacy in terms of day-to-day habits: closing charts, not discussing patients at the front desk, shredding paper. Those habits matter, but the rules that apply after something goes wrong are just as important, and they are often unfamiliar until the day they are needed. This overview is intended to help Ontario dental practices understand the shape of their obligations under the Personal Health Information Protection Act (PHIPA). It is not legal advice, and any actual incident should be discussed with your privacy advisor or lawyer.

## Who is responsible

Under PHIPA, dentists are health information custodians. The custodian is responsible for personal health information in its custody or control, including information handled by employees, associates and service providers acting on its behalf, who are considered agents. That includes an IT provider, a cloud software vendor and a backup service. Outsourcing the technology does not outsource the responsibility.

## What counts as a privacy breach

A privacy breach is broader than a hacker stealing a database. Common examples in dental offices include:
- A laptop, USB drive or backup disk containing patient information that is lost or stolen
- An e-mail with treatment notes or radiographs sent to the wrong recipient
- A team member looking at the chart of a neighbour, relative or public figure without a work reason
- A ransomware attack that encrypts or copies the practice management or imaging database
- Paper records disposed of in regular recycling

## Notifying affected individuals

PHIPA requires a custodian to notify an individual at the first reasonable opportunity if their personal health information is stolen, lost, or used or disclosed without authority. The notice must tell the individual that they are entitled to make a complaint to the Information and Privacy Commissioner of Ontario (IPC). In practice, the notice should also explain what happened, what information was involved, and what the practice has done to contain the breach and prevent it from happening again.

## Reporting to the IPC

Some breaches must also be reported to the IPC. The regulations under PHIPA describe the circumstances, which include situations where:
- Information was used or disclosed without authority by someone who knew or ought to have known they were not permitted to do so
- Information was stolen
- Information that was lost or improperly disclosed was further used or disclosed
- The breach is part of a pattern of similar breaches
- The breach is significant, considering factors such as the sensitivity and volume of the information and the number of people affected

The IPC publishes guidance on these categories, and it is worth reading before an incident rather than during one. Do not assume that a ransomware attack is only reportable if there is proof that data was copied; get advice before concluding that notification or reporting is not required.

## The annual statistical report

Separately from individual incidents, custodians must submit an annual report to the IPC by March 1 summarizing the number of times in the previous calendar year that personal health information was stolen, lost, used without authority or disclosed without authority. A practice that has not been tracking small incidents, such as a misdirected fax, will find this report difficult to complete accurately. Keep a simple breach log throughout the year.

## Disciplinary action and the RCDSO

Where a regulated health professional is disciplined, suspended or dismissed because of unauthorized access to or disclosure of personal health information, PHIPA may also require notice to the relevant regulatory college. For dentists, that is the Royal College of Dental Surgeons of Ontario. Review the requirement with your advisor if a staff privacy matter reaches that stage.

## How IT preparation helps

Good technology practices make breaches less likely and make the response far easier when one happens:
- Audit logs in practice management software show who accessed which record and when.
- Full-disk encryption on laptops and backup drives can change a lost device from a serious breach into a much smaller problem.
- Tested backups allow the practice to recover without negotiating with attackers.
- Documented incident procedures help the team act quickly and preserve evidence.

Toronto Dental IT helps dental offices put these controls in place and supports practices through technical incident response, coordinating with their privacy advisors and insurers as needed.`,
    category: "industry-news",
    tags: ["phipa", "ipc", "privacy-breach", "compliance", "rcdso"],
    author: "Toronto Dental IT",
    publishedAt: "2025-09-23T13:00:00.000Z",
  },
  {
    slug: "phishing-red-flags-dental-front-desk",
    title: "Ten Phishing Red Flags Every Dental Front Desk Should Know",
    excerpt:
      "The front desk is the busiest inbox in the practice and the one attackers target most. These ten warning signs help reception and administrative staff spot phishing before anyone clicks.",
    content: `The front desk of a dental office receives a constant stream of e-mail: appointment requests, insurer notices, supplier invoices, lab updates, referral letters and messages from patients. Staff are expected to respond quickly, often while answering the phone and checking in a patient at the same time. Attackers know this. Phishing messages aimed at dental offices are designed to look like routine work and to arrive at the busiest moments.

Technical controls such as filtering and multi-factor authentication stop a great deal, but not everything. These are the warning signs we teach front-desk teams to watch for.

## The ten red flags

Pause and check before acting on any message that shows one or more of these signs:
- **An unexpected sign-in request.** A link to an insurer portal, Microsoft 365 or a file-sharing site that asks you to sign in again is one of the most common phishing tactics. Go to the site directly instead of using the link.
- **Urgency or pressure.** Phrases like "account suspended", "final notice" or "respond within one hour" are meant to stop you from thinking it over.
- **A change in payment details.** A supplier or lab asking you to update banking information should always be confirmed by phone using a number you already have on file.
- **A sender address that is almost right.** Look for swapped letters, extra words or a free e-mail service used by someone claiming to be a company.
- **An attachment you did not expect.** Invoices, "scanned documents" and "patient forms" in compressed files or unusual formats deserve extra suspicion.
- **A request to enable editing or macros.** Legitimate documents from patients and suppliers rarely require it.
- **A reply in a conversation that feels off.** Attackers sometimes reply inside a real e-mail thread after compromising someone else's mailbox. A sudden change in tone or a new request is a warning sign.
- **A request for gift cards or unusual purchases.** Messages that appear to come from the dentist or office manager asking for gift cards are a well-known scam.
- **A request for patient information.** Anyone asking for records, radiographs or schedules by e-mail should be verified through a known channel before anything is sent.
- **A message that does not match how the sender normally communicates.** If your insurer or software vendor usually uses a portal, an e-mail asking you to do something outside it is suspect.

## What to do when something looks wrong

Spotting a suspicious message is only useful if the next step is clear. Make sure everyone at the front desk knows to:
- Avoid clicking links, opening attachments or replying
- Report the message to the office manager or IT provider using the agreed method
- Delete it only after it has been reported, so it can be checked and blocked for everyone

## If someone has already clicked

Mistakes happen, and the worst outcome is a team member who is afraid to say so. If someone entered a password on a suspicious page, change that password immediately from a different device and tell your IT provider so they can review sign-in activity and check for mail forwarding rules an attacker may have added. If an attachment was opened, disconnect that computer from the network and call for help. Early reporting can turn a potential breach into a minor event.

## Make the safe option the easy option

A few practical changes support the front desk:
- Turn on multi-factor authentication for every mailbox, including shared ones.
- Add a warning banner to e-mail from outside the practice.
- Keep a printed list of verified phone numbers for key suppliers, labs and insurers at reception.
- Run short refresher sessions a few times a year using recent, realistic examples.

## Why this matters for patient privacy

A compromised front-desk mailbox often contains years of patient correspondence, referral letters and attachments with personal health information. Under PHIPA, unauthorized access to that information can trigger notification obligations. Preventing the click in the first place is far easier than managing the aftermath.

Toronto Dental IT provides phishing awareness training designed around the messages dental offices actually receive, along with the e-mail security controls that support it.`,
    category: "tips-tricks",
    tags: ["phishing", "email-security", "front-desk", "training", "mfa"],
    author: "Toronto Dental IT Security Team",
    publishedAt: "2025-11-18T14:00:00.000Z",
  },
  {
    slug: "cloud-practice-management-ontario-dental-checklist",
    title: "Moving Practice Management to the Cloud: A Checklist for Ontario Dental Offices",
    excerpt:
      "Cloud practice management software can remove the burden of maintaining an in-office server, but it shifts responsibility rather than eliminating it. Use this checklist to evaluate a move before you sign.",
    content: `More dental practices are asking whether it is time to retire the server in the back room. Cloud editions of practice management software promise no more server replacements, easier access from home or a second location, and updates handled by the vendor. Those benefits are real. A successful move, however, depends on questions that are easy to overlook during a sales presentation.

This checklist is based on the questions we work through with Ontario dental offices considering the change.

## Is your internet connection ready?

With cloud software, the internet connection becomes as critical as the server once was. If it fails, the schedule, charts and claims are unavailable until it returns.
- Check that the primary connection has enough upload and download capacity for every workstation at peak times, plus phones and imaging uploads if those also use the internet.
- Add a secondary connection from a different provider or a different technology, with a firewall that fails over automatically.
- Decide in advance how the front desk will operate during an outage, such as a printed next-day schedule or a read-only offline view if the vendor provides one.

## Where does the data live?

Ask the vendor where patient data is stored and where backups are kept. Many Ontario practices prefer Canadian data centres. Wherever the data resides, the practice remains the health information custodian under PHIPA, so the agreement with the vendor should address confidentiality, security safeguards, breach notification to the practice, and what happens to the data when the contract ends.

## How will imaging work?

Imaging is the most common complication in a cloud move. Intraoral sensors, panoramic units and CBCT scanners still connect to local computers, and large image files may be stored locally, in the cloud, or both.
- Confirm that your imaging software and sensor drivers are supported with the cloud edition.
- Ask how images are linked to the patient chart and how long it takes to open a CBCT scan from another location.
- Determine who is responsible for backing up any images that stay on local storage.

## What about your existing data?

Conversion to a cloud edition is still a data conversion. Ask which records convert fully, which arrive as read-only history, and which do not move at all. Plan to keep a read-only copy of the old system accessible for reference, and make sure it remains backed up for as long as the records must be retained under RCDSO recordkeeping expectations.

## Security is shared, not transferred

The vendor secures its infrastructure, but your practice still controls who can sign in and from where. Cloud systems are reachable from anywhere, so stolen passwords matter more than they did when the software only ran on the office network.
- Require multi-factor authentication for every user.
- Give each team member an individual account with role-appropriate permissions.
- Review the list of active users monthly and remove former staff immediately.
- Keep office computers patched and protected, because a compromised workstation can still see everything the user can see.

## Can you leave if you need to?

Ask for the export process in writing. You should be able to obtain a complete copy of your patient data in a usable format, including clinical notes and attachments, without unreasonable fees. A practice that cannot export its own records has limited options if pricing or service changes.

## Count the full cost

Compare the subscription against the full cost of the current setup over several years: server hardware and replacement, Windows Server licensing, backup storage, maintenance time and downtime risk. Then add the new costs, such as a second internet connection, possible imaging upgrades and any per-location or per-user fees. For some practices the numbers favour the cloud clearly; for others, a well-maintained local server remains the better fit.

## A staged approach

Many offices move in stages: e-mail and documents first, then practice management, with imaging following when the vendor's cloud support matures. Toronto Dental IT helps practices plan each stage, prepare the network, coordinate the conversion with the vendor and confirm that backups, imaging and security are in place from the first day.`,
    category: "cloud-solutions",
    tags: ["cloud", "practice-management", "internet-redundancy", "phipa", "data-conversion"],
    author: "Toronto Dental IT Cloud Team",
    publishedAt: "2026-01-27T14:00:00.000Z",
  },
  {
    slug: "cyber-insurance-questions-dental-practices-2026",
    title: "What Cyber Insurers Are Asking Dental Practices in 2026",
    excerpt:
      "Cyber insurance applications and renewals now ask detailed questions about MFA, backups, patching and end-of-life systems. Here is what dental practices should expect and how to answer accurately.",
    content: `A few years ago, a cyber insurance application for a small dental practice might have been a single page of yes-or-no questions. Today, renewal questionnaires are longer and more specific, and insurers increasingly expect the answers to be backed by evidence. For practice owners, the questionnaire has become a useful, if sometimes uncomfortable, checklist of where their security stands.

This article summarizes the topics we most often see on applications completed by dental offices and explains what each one means in practical terms. Policy wording varies between insurers, so always read your own application carefully and involve your broker.

## Multi-factor authentication

Almost every questionnaire now asks whether MFA is enforced, and increasingly it asks where: e-mail, remote access, cloud applications, administrator accounts and backup consoles. A practice that has MFA on e-mail but allows remote desktop access with only a password may not be able to answer yes honestly. Be specific about coverage and close the gaps before renewal where possible.

## Backups

Insurers want to know that the practice can recover without paying a ransom. Typical questions ask whether backups are kept off-site or offline, whether they are encrypted, whether they are protected from deletion, and how often restores are tested. A practice following the 3-2-1 rule with a documented quarterly restore test is in a strong position to answer these.

## Endpoint protection and monitoring

Many applications ask whether computers are protected by endpoint detection and response software rather than traditional antivirus alone, and whether alerts are monitored. For a small practice, monitoring usually comes from the IT provider rather than in-house staff. Ask your provider what is in place and who responds to an alert after hours.

## Patching and unsupported systems

Questionnaires commonly ask how quickly critical security updates are applied and whether any systems run software that is no longer supported by the manufacturer. Since Windows 10 reached end of support on October 14, 2025, this question has become more pointed for dental offices. Imaging acquisition computers are a frequent exception, because some equipment depends on older software. Document any such machine, explain how it is isolated from the rest of the network, and record the plan and date for replacing it.

## E-mail security and payment fraud

Insurers ask about e-mail filtering, external sender warnings and procedures for verifying changes to supplier banking details. Some policies limit coverage for funds transfer fraud unless a call-back verification procedure is followed. Make sure the procedure is written down and that everyone who handles payments knows it.

## Training

Expect questions about whether staff receive security awareness training and how often. Short sessions several times a year, supported by realistic phishing examples, are easier to sustain in a dental office than a single long annual session and give you something concrete to describe.

## Incident response planning

Applications increasingly ask whether the practice has a written incident response plan. For a dental office this does not need to be lengthy. It should list who to contact, including the IT provider, the insurer's breach hotline and legal or privacy counsel, and outline first steps such as isolating affected machines and preserving evidence. It should also note the practice's obligations under PHIPA, including notification of affected individuals and reporting certain breaches to the Information and Privacy Commissioner of Ontario.

## Answer accurately

It can be tempting to answer yes to a question that is mostly true. An inaccurate application can create problems if a claim is made later, which is the worst possible time to discover a coverage dispute. If the honest answer is "partially", work with your broker on how to disclose it and prioritize fixing the gap.

## Using the questionnaire as a roadmap

Treat the renewal questionnaire as a free security review. The items insurers ask about are the same controls that reduce the likelihood and impact of an incident. Toronto Dental IT regularly helps practices gather the technical details needed for applications, identify gaps before renewal, and put the missing controls in place.`,
    category: "industry-news",
    tags: ["cyber-insurance", "mfa", "backups", "compliance", "incident-response"],
    author: "Toronto Dental IT Security Team",
    publishedAt: "2026-03-10T13:00:00.000Z",
  },
  {
    slug: "managed-it-agreement-dental-practice-what-to-expect",
    title: "What a Managed IT Agreement Should Cover for a Dental Practice",
    excerpt:
      "Not all managed IT agreements are built for clinical environments. Here is what a dental practice should expect to see covered, from imaging support to after-hours response, and the questions to ask before signing.",
    content: `Many dental practices start with an IT arrangement that grew informally: a technician who comes in when something breaks, a software vendor who handles their own product, and a team member who knows how to restart the server. That can work until the practice grows, an imaging system fails on a full day, or an insurer asks for details about security controls that nobody can answer.

A managed IT agreement replaces that patchwork with proactive, predictable support. The scope matters, though, and agreements written for general offices often miss what a dental practice needs.

## Support that understands clinical workflow

The most important question is whether the provider understands how a dental office runs. Downtime in a dental practice means patients in chairs, not just delayed e-mail. Look for:
- Response commitments tied to clinical impact, with faster response when operatories or the schedule are affected
- Experience with common practice management systems such as Dentrix, Eaglesoft, Open Dental, ABELDent and Cleardent
- Familiarity with imaging software, sensor drivers and bridges, and a willingness to coordinate directly with imaging vendors
- Maintenance and updates scheduled outside clinical hours

## Clear hours and emergency coverage

The agreement should state when the help desk is available and what happens outside those hours. Dental emergencies for IT are not limited to business hours: a server failure discovered at 7 AM on a Saturday clinic day needs attention immediately. At Toronto Dental IT, the help desk operates Monday to Friday from 8 AM to 6 PM, with 24/7 emergency support and a one-hour response for critical issues.

## Proactive maintenance

The value of managed IT lies in preventing problems, not just fixing them. A good agreement includes:
- Monitoring of servers, workstations, backups and network equipment, with alerts reviewed by the provider
- Regular patching of Windows and common third-party applications, tested before broad deployment
- Backup monitoring and scheduled restore tests, with the results documented
- Hardware lifecycle tracking so that replacements are planned rather than emergencies

## Security as a standard service

Security should be part of the baseline, not an optional add-on that is easy to decline. At a minimum, expect endpoint protection with monitoring, e-mail filtering, multi-factor authentication management, firewall maintenance and periodic security awareness training. Ask how the provider handles a suspected incident and how they will support your obligations under PHIPA, including investigation and documentation.

## Documentation you own

Your practice should have access to current documentation of its own environment: network diagrams, device inventories, software versions, administrator credentials stored securely, vendor contacts and backup configuration. If you ever change providers, that documentation should come with you. An agreement that keeps all of it in the provider's head is a risk.

## Privacy and agent obligations

Under PHIPA, an IT provider with access to patient information acts as an agent of the practice. The agreement should address confidentiality, the safeguards the provider will maintain, how quickly they will notify you of a privacy incident, and how data is handled when the relationship ends.

## Planning and budgeting

Beyond day-to-day support, a managed provider should meet with the practice periodically to review what has happened, what is ageing out and what is coming. That might include a renovation that adds operatories, a move to cloud software or an upcoming operating system end-of-support date. Predictable budgeting is one of the main benefits of managed IT, and it depends on this kind of forward planning.

## Questions to ask before signing

Bring these to any provider you are considering:
- What exactly is included in the monthly fee, and what is billed separately?
- How are critical issues defined, and what is the guaranteed response time?
- Who will we speak to, and will they know our practice?
- How do you test our backups, and will we see the results?
- What happens to our documentation and access if we leave?

Toronto Dental IT has provided managed IT to dental practices since 2008, from our office on King Street East in downtown Toronto. As a division of Northbridge Managed IT, we combine the depth of a larger provider with a team that focuses on dental offices every day.`,
    category: "managed-it",
    tags: ["managed-it", "support", "service-agreement", "planning", "security"],
    author: "Toronto Dental IT",
    publishedAt: "2026-05-12T13:00:00.000Z",
  },
  {
    slug: "multi-factor-authentication-rollout-dental-office",
    title: "Rolling Out Multi-Factor Authentication Without Slowing the Front Desk",
    excerpt:
      "Multi-factor authentication is one of the most effective protections a dental office can add, but a poor rollout creates friction and workarounds. Here is how to introduce MFA in a way the team will actually accept.",
    content: `Multi-factor authentication (MFA) asks users to confirm their identity with something beyond a password, such as an app notification, a code or a security key. It blocks a large share of account takeover attempts, because a stolen password alone is no longer enough. Cyber insurers ask about it, and it is part of any reasonable security baseline for a practice holding personal health information.

Yet many dental offices hesitate, usually for one reason: they worry it will slow down a front desk that is already stretched. A well-planned rollout avoids most of that friction.

## Decide where MFA is required

Start with the accounts and systems that matter most, then extend coverage:
- E-mail, including shared mailboxes for reception and billing
- Remote access to the office network and any remote desktop tools
- Cloud practice management software and patient communication platforms
- Administrator accounts on computers, servers, firewalls and backup consoles
- Insurer portals, banking and payroll services where MFA is offered

## Choose methods that suit a clinical environment

Different roles need different options. Authenticator app notifications work well for owners, office managers and associates with practice-issued or personal phones. Front-desk staff who share workstations may prefer hardware security keys that stay with the individual. Text message codes are better than no MFA but are more vulnerable to interception and SIM-swap fraud, so use them only where stronger options are not practical.

Avoid policies that require a staff member to use a personal phone without discussing it first. Some team members will object, and a hardware key is a simple, inexpensive alternative.

## Reduce prompts where it is safe to do so

Frequent prompts are the main source of frustration, and they can also train people to approve requests without thinking. Most modern platforms let you reduce prompts on trusted, managed computers inside the office while still requiring MFA for new devices, unusual locations or remote access. Configured properly, a front-desk user may only see a prompt occasionally, while an attacker signing in from elsewhere is always challenged.

Enable number matching or similar features where available, so users must enter a code shown on screen rather than simply tapping approve. This defeats attacks that rely on sending repeated prompts until someone accepts one.

## Plan the rollout like a small project

A rushed Monday-morning switch-over is how MFA gets a bad reputation. A smoother sequence looks like this:
- Explain to the team why MFA is being introduced and what will change for them.
- Enrol owners and managers first so they can help answer questions.
- Schedule enrolment for each staff member at a quiet time, with someone available to help.
- Enforce MFA only after everyone has enrolled and tested a sign-in.
- Keep a documented process for lost phones and keys, with identity verification before anything is reset.

## Watch out for shared accounts

Shared logins make MFA awkward, because the second factor has to belong to someone. Rolling out MFA is a good opportunity to give each team member an individual account, which also improves audit trails under PHIPA. Where a shared mailbox is genuinely needed, grant individuals access to it through their own accounts rather than sharing its password.

## Protect the recovery process

Attackers increasingly target help desks and account recovery steps, calling to request a reset while posing as a staff member. Make sure your IT provider verifies identity before resetting MFA, and that staff know the practice will never ask them to read out a code over the phone or by e-mail.

## After the rollout

Review sign-in reports periodically for unusual locations or repeated failures, remove MFA devices belonging to former staff, and include MFA in onboarding for new team members. Toronto Dental IT plans and manages MFA rollouts for dental practices, including enrolment sessions scheduled around clinical hours and ongoing support for lost or replaced devices.`,
    category: "cybersecurity",
    tags: ["mfa", "authentication", "email-security", "front-desk", "cyber-insurance"],
    author: "Toronto Dental IT Security Team",
    publishedAt: "2026-07-14T13:00:00.000Z",
  },
  {
    slug: "dental-office-guest-wifi-network-segmentation",
    title: "Guest Wi-Fi and Clinical Computers Should Never Share a Network",
    excerpt:
      "Offering patients Wi-Fi is a small courtesy, but if it shares a network with your server and operatory computers it becomes a real risk. Here is how to separate dental office networks in practical terms.",
    content: `Patients expect Wi-Fi in the waiting room, and many practices are happy to provide it. The problem is how it is often set up: a single router supplied by the internet provider, one wireless network, and a password printed at reception that has not changed in years. On that network sit the practice management server, imaging computers, the front-desk workstations and every phone that has ever connected.

Separating these systems is called network segmentation. It sounds technical, but the idea is simple: devices that do not need to talk to each other should not be able to.

## Why a flat network is a problem

When everything shares one network, a single compromised device can reach everything else. A patient's infected laptop, a staff member's personal phone, or a smart television in the waiting room can all become a path to the server. Ransomware in particular spreads by moving from machine to machine across the network. Segmentation contains that spread and makes it much harder for an intruder to reach patient data.

## A practical layout for a dental office

Most practices can be well protected with four or five separate networks, configured on a business-grade firewall and switches:
- **Clinical and administrative:** the server, front-desk computers, operatory computers and printers that handle patient information.
- **Imaging:** panoramic and CBCT acquisition computers and related equipment, where vendor requirements allow them to be separated.
- **Voice:** internet-based desk phones, separated so call quality is protected and phones cannot be used as a path into other systems.
- **Staff personal devices:** phones and tablets belonging to the team, with internet access only.
- **Guest:** patient Wi-Fi with internet access only, isolated from every other network and from other guest devices.

Rules on the firewall then allow only the traffic that is needed, such as operatory computers reaching the imaging server, and block everything else by default.

## Tips for guest Wi-Fi

A few settings make a big difference:
- Use a separate wireless network name for guests and enable client isolation so guests cannot see each other's devices.
- Change the guest password regularly, for example monthly, and display it where patients can see it rather than having staff read it out.
- Apply bandwidth limits so a patient streaming video does not slow down cloud software or phone calls.
- Use web filtering to block clearly inappropriate or malicious sites.

## Do not forget the smaller devices

Modern dental offices contain a surprising number of network-connected devices: intraoral cameras, sterilization equipment with network reporting, security cameras, door access systems, televisions and music players. Many of these receive infrequent security updates. Place them on their own network wherever possible, and change default passwords before they are connected.

## Vendor remote access

Imaging and equipment vendors sometimes request remote access to support their products. Rather than leaving a remote tool permanently installed and open, provide access through a controlled method that is enabled only when a session is scheduled, requires MFA and is logged. Segmentation also limits what a vendor connection can reach if the vendor's own systems are ever compromised.

## Wireless in the operatories

If operatory computers or tablets connect by Wi-Fi, use enterprise-grade access points with WPA3 or, at minimum, WPA2 with a strong unique key for clinical devices. Where possible, wire imaging and operatory workstations directly, since wired connections are more reliable for large image files and less exposed.

## Where to begin

If your practice still runs on the router supplied by your internet provider, replacing it with a properly configured business firewall is the first step. Toronto Dental IT designs and manages segmented networks for dental offices, including renovations and new builds, so that guest Wi-Fi stays a courtesy rather than a risk.`,
    category: "tips-tricks",
    tags: ["wi-fi", "network-segmentation", "firewall", "guest-network", "security"],
    author: "Toronto Dental IT Network Team",
    publishedAt: "2026-09-15T13:00:00.000Z",
  },
  {
    slug: "intraoral-sensor-care-imaging-workstations",
    title: "Caring for Intraoral Sensors and the Computers That Run Them",
    excerpt:
      "Intraoral sensors are among the most expensive and most frequently handled devices in a dental office. Simple habits at the chair and a well-maintained imaging workstation can prevent many failures and connection problems.",
    content: `Digital intraoral sensors are used dozens of times a day, passed between team members, disinfected repeatedly and connected to computers that also run charting, scheduling and patient education software. They are also among the most expensive single items in the operatory to replace. Many sensor problems we are called about turn out to be preventable, either through handling at the chair or through the way the imaging computer is set up.

## Handling habits at the chair

The cable and its connection to the sensor body are the most vulnerable parts of a wired sensor. A few habits protect them:
- Avoid bending the cable sharply, wrapping it tightly or letting it hang under tension from the computer port.
- Do not let patients bite on the cable; position the sensor holder so the cable exits safely.
- Store sensors in a dedicated holder or mount rather than on the counter or in a drawer with instruments.
- Keep sensors away from chair bases, stool wheels and doors where cables can be pinched or run over.
- Use the barrier sleeves recommended by the manufacturer and replace them for every patient.

## Disinfection according to the manufacturer

Infection control requirements and manufacturer instructions must both be followed. Most sensors cannot be heat sterilized, and some disinfectants can damage the housing or cable over time. Use only disinfectants and methods approved in the sensor manufacturer's instructions, and never immerse a sensor unless the instructions explicitly allow it. Keep a copy of the care instructions in each operatory so that new team members follow the same process.

## Connection problems usually start at the computer

When a sensor stops being detected or images fail to appear, the cause is often the workstation rather than the sensor:
- Connect sensors directly to a port on the computer wherever possible, or use the interface or powered hub supplied by the manufacturer.
- Disable USB power-saving settings that allow Windows to switch off ports it considers idle.
- Keep sensor drivers at versions supported by your imaging software, and test after any Windows or imaging update.
- Avoid moving the sensor between different ports and computers without checking the driver installation on each.

## Standardize the imaging workstation

Operatory computers that run imaging software perform best when they are configured consistently. Use business-class hardware with enough memory for your imaging software, solid-state storage and a supported version of Windows. Document the imaging software version, sensor model and serial number, driver version and bridge settings for each operatory. When something stops working, that record turns a long troubleshooting session into a quick comparison.

## Watch image quality over time

Gradual changes in image quality can indicate a sensor developing a fault, an exposure setting that has drifted, or a problem with the X-ray unit itself. Compare images taken with consistent settings periodically, and report any new artefacts, lines or dead areas to the manufacturer or your imaging dealer promptly. Many sensors are covered by warranty or service plans that require problems to be reported before they worsen.

## Plan for failure

Even with good care, sensors eventually fail. Know in advance how the practice will continue if one stops working: whether another operatory can share a sensor, whether a loaner is available from your dealer, and how long repair or replacement typically takes under your warranty. Record the warranty expiry date for each sensor alongside its serial number.

## Backups include images

A sensor only captures the image; the imaging database and image store hold years of diagnostic records. Make sure those are included in your backups and tested with restores, not just the practice management database.

## How we help

Toronto Dental IT supports imaging workstations across the GTA, working alongside imaging vendors and dealers to keep drivers, software and bridges aligned. When a sensor stops responding in the middle of a clinical day, our team can often determine quickly whether the problem is the computer, the software or the sensor itself.`,
    category: "hardware",
    tags: ["intraoral-sensors", "imaging", "workstations", "infection-control", "maintenance"],
    author: "Toronto Dental IT Support Team",
    publishedAt: "2026-10-20T13:00:00.000Z",
  },
];
