//! One module per judge problem: its [`crate::game::Game`] implementation (generators, validator,
//! oracle, known-wrong solutions), and [`ALL`], the registry's list.

use crate::registry::{Problem, Registered};

mod hdu1404;
mod hdu1517;
mod hdu1524;
mod hdu1536;
mod hdu1564;
mod hdu1729;
mod hdu1846;
mod hdu1847;
mod hdu1850;
mod hdu2176;
mod hdu2516;
mod nim_ritual;
mod piles;
mod poj1067;
mod poj1740;
mod poj2234;
mod poj2348;
mod poj2975;

/// Every registered problem, in the README's order.
pub static ALL: &[&dyn Problem] = &[
    &Registered::<hdu2176::Hdu2176>::ENTRY,
    &Registered::<poj1067::Poj1067>::ENTRY,
    &Registered::<hdu1536::Hdu1536>::ENTRY,
    &Registered::<poj2234::Poj2234>::ENTRY,
    &Registered::<poj2975::Poj2975>::ENTRY,
    &Registered::<hdu1850::Hdu1850>::ENTRY,
    &Registered::<nim_ritual::NimRitual>::ENTRY,
    &Registered::<poj2348::Poj2348>::ENTRY,
    &Registered::<hdu1524::Hdu1524>::ENTRY,
    &Registered::<poj1740::Poj1740>::ENTRY,
    &Registered::<hdu1846::Hdu1846>::ENTRY,
    &Registered::<hdu1847::Hdu1847>::ENTRY,
    &Registered::<hdu2516::Hdu2516>::ENTRY,
    &Registered::<hdu1517::Hdu1517>::ENTRY,
    &Registered::<hdu1564::Hdu1564>::ENTRY,
    &Registered::<hdu1729::Hdu1729>::ENTRY,
    &Registered::<hdu1404::Hdu1404>::ENTRY,
];
