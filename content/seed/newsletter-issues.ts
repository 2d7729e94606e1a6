export interface SeedNewsletterIssue {
  title: string;
  content: string;
  month: string;
  monthNumber: number;
  year: number;
  sentAt: string;
}

/**
 * Seed monthly newsletter issues (April to November 2026).
 *
 * Content uses the site's minimal markup: paragraphs separated by blank
 * lines, "## " headings, "### " subheadings, "- " list items and **bold**.
 */
export const SEED_NEWSLETTER_ISSUES: readonly SeedNewsletterIssue[] = [
  {
    title: "Dental Tech Trends — Ransomware Readiness for Spring",
    content: `Spring brings tax-season phishing, insurer portal changes and a busy recall schedule, which makes it a good moment to check how ready your practice is for ransomware. This month we focus on the controls that matter most and the first hour of a response.

## Why dental offices remain a target

Ransomware groups look for organizations that hold sensitive data and cannot tolerate downtime. A dental practice fits both descriptions. A locked practice management server means no schedule, no charts and no claims, and the patient information involved brings obligations under PHIPA. Attackers rarely need sophisticated techniques to get in; a reused password, an unpatched computer or a remote desktop connection open to the internet is usually enough.

## The three controls that matter most

If you do nothing else this spring, confirm that these three are in place:
- **Multi-factor authentication** on e-mail, remote access and any cloud software that supports it.
- **Protected backups**, with at least one copy off-site that cannot be altered or deleted from the office network.
- **Current patches** on every computer, including operatory and imaging workstations that are easy to skip.

Together they close the most common entry points and ensure that, if an attack does succeed, the practice can recover without negotiating.

## The first hour of a response

What happens in the first hour shapes the rest of an incident. If a ransom note appears or files suddenly will not open, disconnect the affected computer from the network by unplugging the cable or turning off Wi-Fi, but do not shut it down, since that can destroy useful evidence. Call your IT provider's emergency line, then notify your cyber insurer, who may need to approve the response firms involved. Avoid deleting files or attempting your own recovery. Once the situation is contained, the practice will need to assess whether patients must be notified and whether the incident must be reported to the Information and Privacy Commissioner of Ontario.

## Tips for this month

- Watch for e-mails claiming to be from the Canada Revenue Agency or your bank; go directly to the official site rather than using links.
- Check that remote desktop is not reachable directly from the internet.
- Print your incident contact list and keep it at reception, since you may not be able to open files during an attack.
- Confirm that your cyber insurance policy is current and that you know how to reach the insurer's breach line.
- Remove accounts for anyone who has left the practice since the start of the year.

As a subscriber, you are entitled to a free 30-minute technology assessment with our team. [Book a time that suits your schedule](/book), or reply to this newsletter.`,
    month: "April",
    monthNumber: 4,
    year: 2026,
    sentAt: "2026-04-07T14:00:00.000Z",
  },
  {
    title: "Dental Tech Trends — Backups That Actually Restore",
    content: `Almost every practice has backups, but far fewer have proof that those backups can bring the office back after a failure. This month we look at restore testing, imaging archives and the questions to ask your backup provider.

## A successful job is not a successful restore

Backup software reports whether a job ran. It cannot tell you whether the practice management database will open, whether every image is present, or how long a full recovery would take. The only way to know is to restore. We recommend a documented test at least once a quarter: restore the database to a separate machine, open several recent patient files, view a sample of radiographs and CBCT scans, and write down how long each step took.

## Imaging is the gap we find most often

Practice management data is usually covered. Imaging archives are frequently stored on a different drive or server and can be missed when a backup is first configured, or when storage is added later. They are also large, which means restoring them over an internet connection can take far longer than expected. Make sure your imaging database and image store are included, and ask how a full restore would be delivered if the office server were lost.

## Questions to ask your provider

Whether backups are managed in-house, by your IT provider or by a software vendor, you should be able to get clear answers to these questions:
- Where are the off-site copies stored, and are they in Canada?
- Are backups encrypted, and who holds the keys?
- Can an administrator or an attacker delete or alter the off-site copy?
- How far back can we restore, and how often are backups taken during the day?
- When was the last restore test, and what were the results?

## Tips for this month

- Follow the 3-2-1 rule: three copies of your data, on two types of storage, with one copy off-site.
- Add an immutable or isolated copy so ransomware cannot reach every backup.
- Back up configuration for imaging bridges and sensor drivers, not just data.
- If you use cloud practice management software, confirm how you can obtain a full export of your own data.
- Securely wipe or destroy old backup drives before disposal, since they contain personal health information.

A backup plan is only as good as its last successful restore. If yours has not been tested recently, make it a priority before summer schedules get busy.

As a subscriber, you are entitled to a free 30-minute technology assessment with our team, and a backup review is one of the most popular topics. [Book a time on our website](/book), or reply to this newsletter.`,
    month: "May",
    monthNumber: 5,
    year: 2026,
    sentAt: "2026-05-05T14:00:00.000Z",
  },
  {
    title: "Dental Tech Trends — Windows 10, Eight Months After End of Support",
    content: `Windows 10 reached end of support on October 14, 2025. Eight months later, many dental offices have finished their upgrades, but some still have a machine or two running the old system. This month we look at what remains and how to close it out.

## Where practices stand

Most front-desk and administrative computers have been upgraded or replaced by now. The machines that remain tend to fall into a few groups: imaging acquisition computers attached to panoramic or CBCT units, older operatory computers that work well enough that nobody wanted to disturb them, and forgotten devices such as a laptop in a drawer or a computer in the sterilization area. Each of them continues to run without regular security updates, and each sits on the same network as patient records unless steps have been taken to separate it.

## Handling the exceptions responsibly

Some machines genuinely cannot be upgraded yet, usually because imaging equipment depends on software that is only certified for Windows 10. If that applies to your practice, treat the computer as a documented exception rather than an oversight:
- Record why it cannot be upgraded, and the vendor's planned path to a supported system.
- Place it on a separate network segment that only allows the traffic it needs.
- Remove e-mail, web browsing and any software not required for imaging.
- Consider paid Extended Security Updates from Microsoft as a short-term bridge.
- Set a replacement date and include it in this year's budget.

## Why this matters beyond security

Cyber insurance renewals now routinely ask whether any systems run unsupported software. Practice management and imaging vendors also tend to withdraw support for older operating systems over time, which can leave a practice unable to install an important update. An honest inventory and a documented plan make both conversations easier.

## Tips for this month

- Run a fresh inventory of every computer in the practice and note its Windows version.
- Check the server operating system and firewall firmware for end-of-support dates as well.
- Test sensors, printing and claim submission on any newly upgraded operatory before patients arrive.
- Standardize on one or two workstation models to simplify support and spare parts.
- Securely wipe retired computers before recycling or donating them.

If you have been putting off the last few machines, summer hours and lighter schedules can be a good time to finish the job after hours.

As a subscriber, you are entitled to a free 30-minute technology assessment with our team. We can help you find any remaining Windows 10 machines and plan the next step. [Book a time on our website](/book), or reply to this newsletter.`,
    month: "June",
    monthNumber: 6,
    year: 2026,
    sentAt: "2026-06-02T14:00:00.000Z",
  },
  {
    title: "Dental Tech Trends — Imaging Sensor Care",
    content: `Intraoral sensors are handled dozens of times a day and are among the most expensive items in any operatory. This month we share the habits and workstation settings that prevent many of the sensor problems we are called about.

## Protect the cable

On wired sensors, the cable and the point where it joins the sensor body are the most common points of failure. Sharp bends, tight coiling, patients biting down, and cables caught under chair bases or stool wheels all take a toll over time. A dedicated holder in each operatory, with enough slack that the cable never hangs under tension, makes a noticeable difference. When training new assistants and hygienists, include sensor handling alongside positioning technique.

## Follow the manufacturer's disinfection instructions

Sensors generally cannot be heat sterilized, and not every disinfectant is safe for every housing and cable. Use barrier sleeves for every patient and only the disinfectants and methods approved by the sensor manufacturer. Keep a copy of the care instructions in each operatory so that the whole team follows the same process, and check again whenever you change disinfectant products.

## When the computer is the problem

A sensor that is "not detected" is often a workstation issue rather than a failed sensor. Windows power-saving features can switch off USB ports, driver versions can change after updates, and unpowered hubs may not supply enough power. Connecting the sensor directly to the computer or to the manufacturer's interface, disabling USB selective suspend, and keeping drivers at the version your imaging software supports will resolve or prevent many of these issues.

## Tips for this month

- Record the model, serial number, driver version and warranty expiry for each sensor.
- Note the imaging software version and bridge settings on every operatory computer.
- Test a sensor after any Windows or imaging software update, before the first patient.
- Compare images taken with consistent settings periodically and report new lines or artefacts promptly.
- Agree in advance how the practice will manage if a sensor fails, including loaner options from your dealer.
- Confirm that your imaging archive is included in backups and restore tests.

Summer is a good time to review sensor care with the whole team, especially if you have new staff or students joining for the season.

As a subscriber, you are entitled to a free 30-minute technology assessment with our team, including a review of your imaging workstations. [Book a time on our website](/book), or reply to this newsletter.`,
    month: "July",
    monthNumber: 7,
    year: 2026,
    sentAt: "2026-07-07T14:00:00.000Z",
  },
  {
    title: "Dental Tech Trends — Cloud Practice Management, Revisited",
    content: `Cloud editions of practice management software have matured, and more Ontario offices are asking whether it is time to retire the server in the back room. This month we revisit the decision and the questions that determine whether a move will go smoothly.

## What the cloud changes

Moving practice management to the cloud removes most server maintenance: no server replacements, fewer database updates to manage, and simpler access from home or a second location. It also changes where risk sits. The internet connection becomes critical, sign-ins are reachable from anywhere, and the relationship with the vendor becomes central to how the practice protects patient information. Under PHIPA, the practice remains the health information custodian regardless of where the data is hosted.

## Questions that decide the outcome

Before committing, make sure you have clear answers on these points:
- Where is patient data stored and backed up, and does the agreement address confidentiality, safeguards and breach notification?
- How will intraoral sensors, panoramic and CBCT imaging connect to the cloud system, and where will images be stored?
- Which records convert from your current system, and which arrive as read-only history?
- How can you export a complete copy of your data if you leave?
- What is the plan for working through an internet outage?

## Prepare the office, not just the software

A cloud move succeeds or fails on the practice's own network. A business-grade firewall, a second internet connection that takes over automatically, and reliable wired connections to operatories make a bigger difference to the daily experience than almost any software feature. Workstations still need to be patched and protected, because a compromised computer can see everything its user can see in the cloud system.

## Tips for this month

- Require multi-factor authentication for every user of cloud software, including associates and part-time staff.
- Give each team member an individual login with permissions matched to their role.
- Review active user accounts monthly and remove former staff immediately.
- Keep a read-only copy of your old system, backed up, for as long as records must be retained.
- Compare several years of total cost, including internet redundancy and imaging changes, not just the monthly fee.

For some practices the cloud is clearly the right move; for others, a well-maintained local server remains the better fit. The right answer depends on your imaging, your locations and your internet options.

As a subscriber, you are entitled to a free 30-minute technology assessment with our team, and we are happy to use it to talk through a cloud move. [Book a time on our website](/book), or reply to this newsletter.`,
    month: "August",
    monthNumber: 8,
    year: 2026,
    sentAt: "2026-08-04T14:00:00.000Z",
  },
  {
    title: "Dental Tech Trends — Phishing Aimed at Dental Offices",
    content: `September brings full schedules, new team members and a front desk inbox that never stops. That is exactly when phishing is most effective. This month we look at the messages targeting dental offices and how to help your team spot them.

## What dental phishing looks like

The phishing messages that reach dental offices are rarely dramatic. They are designed to look like everyday work: an insurer portal asking you to sign in again, a lab or supplier with updated banking details, a shared document from a referring office, or a "patient" sending forms as an attachment. Some arrive from real accounts that have already been compromised, replying inside genuine e-mail threads. The aim is usually to capture a password, install malicious software, or redirect a payment.

## Red flags to share with the team

Ask everyone who handles e-mail to pause when they see:
- A request to sign in through a link, especially after clicking an attachment
- Urgent language such as "account suspended" or "final notice"
- A change to payment or banking details
- A sender address that is slightly different from the one you know
- A request for gift cards that appears to come from the dentist or office manager
- A request for patient records or radiographs from someone you cannot verify

## When someone clicks

The most important thing is that staff report mistakes immediately and without fear. If a password was entered on a suspicious page, change it from a different device and contact your IT provider so they can review sign-in activity and look for forwarding rules an attacker may have set up. If an attachment was opened, disconnect the computer from the network and call for help. A compromised mailbox may contain patient information, so the practice will also need to consider its notification obligations under PHIPA.

## Tips for this month

- Include phishing awareness in onboarding for every new team member this fall.
- Keep a printed list of verified phone numbers for suppliers, labs and insurers at reception.
- Confirm that multi-factor authentication covers shared mailboxes as well as individual ones.
- Add a warning banner to e-mail that comes from outside the practice.
- Make reporting easy: one agreed way to flag a suspicious message, and no blame for doing so.

A short conversation at a team meeting, using a real example from your own inbox, is often more effective than a long formal session.

As a subscriber, you are entitled to a free 30-minute technology assessment with our team, including a review of your e-mail security settings. [Book a time on our website](/book), or reply to this newsletter.`,
    month: "September",
    monthNumber: 9,
    year: 2026,
    sentAt: "2026-09-01T14:00:00.000Z",
  },
  {
    title: "Dental Tech Trends — PHIPA Breach Reporting to the IPC",
    content: `October is Cybersecurity Awareness Month, and a good time to make sure your practice knows what to do if patient information is lost, stolen or accessed without authority. This month we outline breach obligations under PHIPA and how IT preparation supports them.

## Notifying patients

Dentists are health information custodians under PHIPA. When personal health information is stolen, lost, or used or disclosed without authority, the custodian must notify the affected individuals at the first reasonable opportunity, and the notice must tell them they may complain to the Information and Privacy Commissioner of Ontario (IPC). Breaches in dental offices are often ordinary: an e-mail with radiographs sent to the wrong address, a lost laptop, or a staff member viewing a chart without a work reason.

## Reporting to the IPC

Certain breaches must also be reported to the IPC. The regulations describe the circumstances, including theft of information, deliberate unauthorized use or disclosure, further use or disclosure after an initial breach, a pattern of similar breaches, and breaches that are significant given the sensitivity or volume of information or the number of people affected. Separately, custodians must submit an annual statistical report to the IPC by March 1 covering breaches in the previous calendar year. Keeping a simple breach log throughout the year makes that report far easier to complete accurately. This newsletter is not legal advice; involve your privacy advisor whenever an incident occurs.

## How IT preparation helps

Technology does not remove these obligations, but it shapes how serious a breach becomes and how well the practice can respond. Audit logs show who accessed which records. Full-disk encryption on laptops and backup drives reduces the impact of a lost device. Tested backups allow recovery from ransomware without depending on the attackers. A written incident plan helps the team act quickly and preserve the evidence that investigators and insurers will need.

## Tips for this month

- Start a breach log now if you do not have one, and record even minor incidents.
- Turn on and retain audit logging in your practice management and imaging software.
- Confirm that every laptop and portable drive is encrypted.
- Review who has access to patient records and remove anyone who no longer needs it.
- Update your incident contact list with your IT provider, insurer and privacy advisor.
- Read the IPC's published guidance on breach reporting before you need it.

Privacy obligations can feel abstract until the day they are not. A little preparation now makes a stressful situation much more manageable.

As a subscriber, you are entitled to a free 30-minute technology assessment with our team, and we can review the technical safeguards that support your privacy program. [Book a time on our website](/book), or reply to this newsletter.`,
    month: "October",
    monthNumber: 10,
    year: 2026,
    sentAt: "2026-10-06T14:00:00.000Z",
  },
  {
    title: "Dental Tech Trends — Year-End Hardware Budgeting",
    content: `With the end of the year approaching, many practice owners are reviewing equipment purchases and planning for 2027. This month we share a practical approach to budgeting for computers, servers and network equipment so that next year brings fewer surprises.

## Start with an honest inventory

A useful budget begins with knowing what you have. List every computer, server, firewall, switch, wireless access point and backup device, with its purchase date, warranty status and operating system. Note anything that has been unreliable this year, such as an operatory computer that freezes during imaging or a switch that needs regular restarts. Devices that are out of warranty, out of support or already causing problems belong at the top of next year's list.

## Plan replacements as a cycle

Replacing a few computers every year is usually easier to manage than replacing every machine at once. Many practices plan workstation replacement on a regular cycle, with servers and network equipment on a longer one. A cycle spreads cost evenly, keeps hardware consistent, and avoids the situation where everything reaches the end of its life at the same time. It also gives you a natural moment to confirm that new machines meet the current requirements of your practice management and imaging software.

## Budget for what surrounds the hardware

Hardware prices are only part of the cost. Include time for setup and data migration, imaging software and driver configuration in operatories, any licence upgrades required by new operating systems, and after-hours scheduling so that patient care is not disrupted. If you are planning a renovation, additional operatories or a move to cloud software, include the network and cabling work in the same budget.

## Tips for this month

- Flag any device running software that is no longer supported by its manufacturer.
- Choose business-class computers with multi-year warranties and solid-state storage.
- Standardize on a small number of models across operatories and the front desk.
- Check the age and battery health of uninterruptible power supplies protecting the server and network.
- Include a replacement date for any imaging computer still waiting on a vendor upgrade.
- Discuss the timing of purchases with your accountant before year-end.

A clear hardware plan turns unexpected failures into scheduled projects, which is better for both the budget and the patient schedule.

As a subscriber, you are entitled to a free 30-minute technology assessment with our team, and we can help you build a hardware plan for the coming year. [Book a time on our website](/book), or reply to this newsletter.`,
    month: "November",
    monthNumber: 11,
    year: 2026,
    sentAt: "2026-11-03T15:00:00.000Z",
  },
];
